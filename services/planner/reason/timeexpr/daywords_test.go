package timeexpr

import "testing"

// TestResolveDayWords: 前日 is the day before yesterday and 本日 today;
// 前一天 is yesterday, not a window of today alone; 的 may follow 过去 and
// 最近.
func TestResolveDayWords(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"前日", "前日的订单", "2025-06-16..2025-06-16"},
		{"本日", "本日营收", "2025-06-18..2025-06-18"},
		{"前一天", "前一天的订单", "2025-06-17..2025-06-17"},
		{"前7天 stays a window", "前7天的订单", "2025-06-12..2025-06-18"},
		{"前一周 stays a window", "前一周的订单", "2025-06-12..2025-06-18"},
		{"过去的一周", "过去的一周有哪些告警", "2025-06-12..2025-06-18"},
		{"最近的3天", "最近的3天", "2025-06-16..2025-06-18"},
		{"the remainder of the year", "bookings for the remainder of the year", "2025-06-18..2025-12-31"},
	})
}
