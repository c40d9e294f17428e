package embedded

import "testing"

// TestFillArgsHanGroupingPlaceAndCause groups by a district, a village or
// a cause the goal names after 按 or 各.
func TestFillArgsHanGroupingPlaceAndCause(t *testing.T) {
	const stats = `{"type":"object","properties":{"group_by":{"type":"string","enum":["district","cause","village","day"],"description":"How to break the figures down."}}}`
	runFillCases(t, []fillCase{
		{"按区", "上个月的停电次数，按区分开看", stats, map[string]any{"group_by": "district"}},
		{"按原因", "第三季度停水按原因统计一下", stats, map[string]any{"group_by": "cause"}},
		{"各村", "上个月各村化肥用量汇总一下", stats, map[string]any{"group_by": "village"}},
		// leave alone: a district named with no grouping cue groups nothing
		{"a named district", "上个月东区的停电次数", stats, map[string]any{}},
	})
}
