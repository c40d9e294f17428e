package timeexpr

import "testing"

// TestResolveWeekInAll: 一共 ("in all") after a week is no Monday of it.
func TestResolveWeekInAll(t *testing.T) {
	checkRanges(t, "2025-06-11 10:00", []rangeCase{
		{"last week in all", "上周一共有几起投诉", "2025-06-02..2025-06-08"},
		{"this week in all", "本周一共卖了多少张票", "2025-06-09..2025-06-15"},
		{"last Monday stays a day", "上周一有几起投诉", "2025-06-02..2025-06-02"},
		{"last Monday with its tally after", "上周一的投诉一共几起", "2025-06-02..2025-06-02"},
		{"last Monday, 共享 shared", "上周一共享了哪些文件", "2025-06-02..2025-06-02"},
	})
}
