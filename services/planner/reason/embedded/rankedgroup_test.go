package embedded

import "testing"

// TestFillArgsRankedGrouping: a ranking of groups asks to group by what
// it ranks — "the top 3 delay reasons", 前3个原因 — and 各 with its
// measure word asks for each of them (各门店); a day before yesterday
// (前天) is no ranking.
func TestFillArgsRankedGrouping(t *testing.T) {
	const stats = `{"type":"object","properties":{"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"group_by":{"type":"string","enum":["reason","store","day"],"description":"Group the totals by reason, store or day."}}}`
	runFillCases(t, []fillCase{
		{"top reasons", "Show the top 3 delay reasons", stats, map[string]any{"group_by": "reason"}},
		{"top stores", "Which were the top stores for complaints?", stats, map[string]any{"group_by": "store"}},
		{"a Chinese ranking", "投诉最多的前3个原因", stats, map[string]any{"group_by": "reason"}},
		{"each store", "各门店的投诉总数", stats, map[string]any{"group_by": "store"}},
		{"no ranking", "Show the delay reasons", stats, map[string]any{}},
		{"the day before yesterday", "前天的投诉总数", stats, map[string]any{"from": "2025-03-08", "to": "2025-03-08"}},
	})
}
