package embedded

import "testing"

// TestFillArgsDropWhenGiven: a parameter that applies only when no value
// of another kind is given is left out when the goal gives one.
func TestFillArgsDropWhenGiven(t *testing.T) {
	const card = `{"type":"object","properties":{"vendor_id":{"type":"string","pattern":"^V[0-9]{4}$"},` +
		`"rank_by":{"type":"string","enum":["score","late_rate"],"description":"When no vendor is given, rank all by score or late rate."}}}`
	runFillCases(t, []fillCase{
		{"a vendor given", "How did V0137 do on late rate last month?", card, map[string]any{"vendor_id": "V0137"}},
		{"no vendor given", "Rank the vendors by late rate", card, map[string]any{"rank_by": "late_rate"}},
	})
}
