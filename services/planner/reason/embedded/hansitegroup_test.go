package embedded

import "testing"

// TestFillArgsHanSiteGrouping: 站点 is a site, so 按站点 groups by one.
func TestFillArgsHanSiteGrouping(t *testing.T) {
	const hours = `{"type":"object","properties":{"group_by":{"type":"string","enum":["staff","site"]}}}`
	runFillCases(t, []fillCase{
		{"按站点", "上个月员工的工时，按站点汇总", hours, map[string]any{"group_by": "site"}},
	})
}
