package embedded

import "testing"

// TestFillArgsGroupingOverOtherValue: the value a grouping cue names
// ("per week", "by branch", 按门店) fills a group_by enum although another
// of its values is written elsewhere in the goal; with no cue, the written
// value stays.
func TestFillArgsGroupingOverOtherValue(t *testing.T) {
	const sales = `{"type":"object","properties":{"group_by":{"type":"string","enum":["cashier","branch","week"]}}}`
	runFillCases(t, []fillCase{
		{"per week", "Total cashier takings per week this quarter", sales, map[string]any{"group_by": "week"}},
		{"by branch", "Cashier takings by branch this quarter", sales, map[string]any{"group_by": "branch"}},
		// Leave alone: no grouping cue.
		{"no cue", "Takings of each cashier this quarter", sales, map[string]any{"group_by": "cashier"}},
	})
}
