package embedded

import "testing"

// TestFillArgsMadeBy: the name after by fills the search text whose
// description lists who made a work, or the parameter named for them; a
// search text that lists no maker is left to other rules.
func TestFillArgsMadeBy(t *testing.T) {
	const (
		works = `{"type":"object","properties":{"query":{"type":"string","description":"Title, author or keyword."},"kind":{"type":"string","enum":["print","vinyl"]}}}`
		plain = `{"type":"object","properties":{"query":{"type":"string","description":"Order number."}}}`
	)
	runFillCases(t, []fillCase{
		{"a maker after by", "any vinyl records by Nina Simone in stock?", works, map[string]any{"kind": "vinyl", "query": "Nina Simone"}},
		{"leave alone: no maker in the description", "any orders placed by Nina Simone?", plain, map[string]any{}},
	})
}
