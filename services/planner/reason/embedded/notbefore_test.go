package embedded

import "testing"

// TestFillArgsNotBefore fills the earliest day a negated "before" names.
func TestFillArgsNotBefore(t *testing.T) {
	const after = `{"type":"object","properties":{"account":{"type":"string","pattern":"^[0-9]{10}$"},"cut_after":{"type":"string","format":"date","description":"Earliest date of the cut-off."}}}`
	runFillCases(t, []fillCase{
		{"no act before a day", "Issue a notice on account 6100915562, no cut-off before December 3", after, map[string]any{"account": "6100915562", "cut_after": "2025-12-03"}},
	})
}
