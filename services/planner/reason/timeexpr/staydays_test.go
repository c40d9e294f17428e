package timeexpr

import "testing"

// TestResolveStayDayAlone: a day of the month alone before a stay's start
// or end (入住, 退房, 到达, 离开) is a day, and the stay runs between the
// two.
func TestResolveStayDayAlone(t *testing.T) {
	checkRanges(t, "2025-02-12 11:30", []rangeCase{
		{"check-in and check-out", "2月21号入住、23号退房，还有双床房吗？", "2025-02-21..2025-02-23"},
		{"arrive and leave", "2月20日到达，22号离开", "2025-02-20..2025-02-22"},
		// must leave alone
		{"a numbered building", "2月21号入住3号楼", "2025-02-21..2025-02-21"},
		{"a numbered room", "2月21号入住，5号房退房", "2025-02-21..2025-02-21"},
	})
}
