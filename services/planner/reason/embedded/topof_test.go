package embedded

import "testing"

// TestFillArgsRankedGroupPlace: "top" ranks the groups after it only
// as a ranking's adjective; "on top of the stores list" puts something
// in a place and asks for no grouping.
func TestFillArgsRankedGroupPlace(t *testing.T) {
	const stats = `{"type":"object","properties":{"group_by":{"type":"string","enum":["reason","store","day"],"description":"Group the totals by reason, store or day."}}}`
	runFillCases(t, []fillCase{
		{"a ranking of stores", "Show the top 5 stores", stats, map[string]any{"group_by": "store"}},
		{"a ranking with a modifier", "Which were the top complaint stores?", stats, map[string]any{"group_by": "store"}},
		{"on top of is a place", "Put this on top of the stores list", stats, map[string]any{}},
	})
}
