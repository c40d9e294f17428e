package timeexpr

import "testing"

// thu is the clock of the calendar tests: Thursday 12 March 2026, 14:30.
const thu = "2026-03-12 14:30"

func TestResolveTwoUnitsAhead(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"week after next", "下下周的排班", "2026-03-23..2026-03-29"},
		{"week after next, a day", "下下周三开会", "2026-03-25..2026-03-25"},
		{"weekend after next", "下下个周末", "2026-03-28..2026-03-29"},
		{"month after next", "下下个月的账单", "2026-05-01..2026-05-31"},
		{"quarter after next", "下下季度的预算", "2026-07-01..2026-09-30"},
		{"still two back", "上上周的排班", "2026-02-23..2026-03-01"},
	})
}

func TestResolveComplementBeforeNextWeek(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a bit, then next week", "帮我排一下下周的班", "2026-03-16..2026-03-22"},
		{"a bit, then the week after", "看一下下下周的安排", "2026-03-23..2026-03-29"},
		{"a bit, then next month", "统计一下下个月的预约", "2026-04-01..2026-04-30"},
	})
}

func TestResolveQuarterWithoutOrdinal(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"this year's first", "今年一季度的营收", "2026-01-01..2026-03-31"},
		{"last year's fourth", "去年四季度的退货", "2025-10-01..2025-12-31"},
		{"a quarter alone", "三季度的客诉", "2026-07-01..2026-09-30"},
		{"a year in digits", "2025年2季度", "2025-04-01..2025-06-30"},
		{"the previous quarter", "上一季度的营收", "2025-10-01..2025-12-31"},
		{"with its ordinal", "第一季度", "2026-01-01..2026-03-31"},
	})
}
