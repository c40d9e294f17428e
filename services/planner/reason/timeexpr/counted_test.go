package timeexpr

import "testing"

// TestResolveCounted: a unit counted from today names the calendar unit
// that many back, the day that many on, half a year or a fortnight; the
// third year or day off is 大前年 / 大后天.
func TestResolveCounted(t *testing.T) {
	checkRanges(t, "2025-03-10 10:00", []rangeCase{
		{"the year before the year before last", "大前年的销售额", "2022-01-01..2022-12-31"},
		{"the third year on", "大后年的预算", "2028-01-01..2028-12-31"},
		{"three days on", "大后天的排班", "2025-03-13..2025-03-13"},
		{"weeks ago in Chinese", "两周前的订单", "2025-02-24..2025-03-02"},
		{"months ago in Chinese", "两个月以前的订单", "2025-01-01..2025-01-31"},
		{"years ago in Chinese", "3年前入职的员工", "2022-01-01..2022-12-31"},
		{"weeks ago in English", "orders from two weeks ago", "2025-02-24..2025-03-02"},
		{"a quarter ago in English", "revenue one quarter ago", "2024-10-01..2024-12-31"},
		{"days on in Chinese", "3天后的排班", "2025-03-13..2025-03-13"},
		{"days from now", "shifts 5 days from now", "2025-03-15..2025-03-15"},
		{"half a year back", "最近半年的营收", "2024-09-11..2025-03-10"},
		{"half a month back", "过去半个月的告警", "2025-02-24..2025-03-10"},
		{"the past half year", "revenue for the past half year", "2024-09-11..2025-03-10"},
		{"the last fortnight", "orders in the last fortnight", "2025-02-25..2025-03-10"},
		{"the coming fortnight", "bookings for the next fortnight", "2025-03-10..2025-03-23"},
		{"quarters back", "revenue over the last 2 quarters", "2024-09-11..2025-03-10"},
		{"a year half is no half year back", "上半年的营收", "2025-01-01..2025-06-30"},
		{"后年 ending another word is no year", "以后年度的预算", ""},
	})
}

// TestResolveRunIntoNextYearless: a run whose end, written without its
// year, would come before its start ends at the first such end after
// the start.
func TestResolveRunIntoNextYearless(t *testing.T) {
	checkRanges(t, "2025-03-10 10:00", []rangeCase{
		{"month parts", "sales from early March to late April", "2025-03-01..2025-04-30"},
		{"months", "sales from March to June", "2025-03-01..2025-06-30"},
		{"a run already in order", "from December to February", "2024-12-01..2025-02-28"},
	})
}
