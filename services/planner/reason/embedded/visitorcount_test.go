package embedded

import "testing"

// TestFillArgsVisitorsCountedInPeople: a number of visitors is counted in
// people (40人, "25 people"); a number of items is not.
func TestFillArgsVisitorsCountedInPeople(t *testing.T) {
	const (
		party = `{"type":"object","properties":{"size":{"type":"integer","description":"Number of visitors","minimum":10,"maximum":120}}}`
		stock = `{"type":"object","properties":{"size":{"type":"integer","description":"Number of boxes","minimum":10,"maximum":120}}}`
	)
	runFillCases(t, []fillCase{
		{"people in Chinese", "帮我订一个团，40人，6月20号上午10点", party, map[string]any{"size": int64(40)}},
		{"boxes are no people", "帮我订一批货，40人负责搬运", stock, map[string]any{}},
	})
}
