package embedded

import "testing"

// TestFillArgsComparisonOperator checks that "by" before a name gives no
// value to a comparison's operator (= or >), as it does to the operator
// who ran a thing.
func TestFillArgsComparisonOperator(t *testing.T) {
	const (
		filter = `{"type":"object","properties":{"sheet":{"type":"string","pattern":"^S\\d{2}$"},"operator":{"type":"string","description":"Comparison operator, such as = or >."}}}`
		kiln   = `{"type":"object","properties":{"kiln":{"type":"string","pattern":"^K\\d{2}$"},"operator":{"type":"string","description":"Who ran it."}}}`
	)
	runFillCases(t, []fillCase{
		{"a column after by", "Filter sheet S04 by Region", filter, map[string]any{"sheet": "S04"}},
		{"a name after by, to compare", "Narrow S04 down to rows entered by Dana", filter, map[string]any{"sheet": "S04"}},
		{"a person who ran it", "Log a firing on K07, run by Dana", kiln, map[string]any{"kiln": "K07", "operator": "Dana"}},
	})
}
