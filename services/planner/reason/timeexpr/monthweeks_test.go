package timeexpr

import "testing"

// TestResolveMonthWeeks: a week named by its place in a month is seven of
// the month's own days, its last week the month's last seven; a weekday
// "after next" is in the week after next; "a week from today" is seven
// days on.
func TestResolveMonthWeeks(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"the first week of a month", "tickets from the first week of June", "2025-06-01..2025-06-07"},
		{"the last week of a month", "orders in the last week of May", "2025-05-25..2025-05-31"},
		{"a week of this month", "shifts in the second week of this month", "2025-06-08..2025-06-14"},
		{"the final week of last month", "refunds in the final week of last month", "2025-05-25..2025-05-31"},
		{"a week of a month of a year", "the first week of March 2024", "2024-03-01..2024-03-07"},
		{"a fifth week a month lacks", "the 5th week of February", "2025-02-01..2025-02-28"},
		{"a week of a month in Chinese", "6月第一周的订单", "2025-06-01..2025-06-07"},
		{"a week of this month in Chinese", "本月第二周的排班", "2025-06-08..2025-06-14"},
		{"the last week of last month in Chinese", "上个月最后一周的退款", "2025-05-25..2025-05-31"},
		{"a week of a month of a year in Chinese", "2024年3月的第一个星期", "2024-03-01..2024-03-07"},
		{"a counted weekday stays a day", "3月的最后一个星期五", "2025-03-28..2025-03-28"},
		{"the weekday after next", "schedule it for the Tuesday after next", "2025-07-01..2025-07-01"},
		{"a week from today", "remind me a week from today", "2025-06-25..2025-06-25"},
		{"a week from tomorrow", "book it a week from tomorrow", "2025-06-26..2025-06-26"},
	})
}

// TestResolveDayOfPlacedMonth: a day of a month named by its place is
// that day, not the whole month.
func TestResolveDayOfPlacedMonth(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"the nth of last month", "refunds on the 15th of last month", "2025-05-15..2025-05-15"},
		{"last month's nth", "last month's 15th", "2025-05-15..2025-05-15"},
		{"the nth of next month", "book it on the 3rd of next month", "2025-07-03..2025-07-03"},
		{"a day the month lacks", "the 31st of this month", ""},
	})
}
