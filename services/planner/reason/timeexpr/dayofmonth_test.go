package timeexpr

import "testing"

// TestResolveDayOfMonthAlone reads an ordinal day after a preposition
// ("on the 28th") as that day of the current month, and no ordinal of a
// thing ("the 3rd floor") as a day.
func TestResolveDayOfMonthAlone(t *testing.T) {
	const tue = "2025-10-14 10:00" // a Tuesday
	tests := []rangeCase{
		{"a day to come", "admission on the 28th, estimated at 45,000 yuan", "2025-10-28..2025-10-28"},
		{"a day gone", "what did we sell on the 3rd?", "2025-10-03..2025-10-03"},
		{"an ordinal of a thing", "the meeting on the 3rd floor", ""},
	}
	checkRanges(t, tue, tests)
}

// TestResolveHanDayOfMonthAlone reads 15号 alone as that day of the current
// month, and a number of a place or a thing (3号线, 2号机) or one inside a
// code as no day.
func TestResolveHanDayOfMonthAlone(t *testing.T) {
	const wed = "2025-11-19 10:00" // a Wednesday
	tests := []rangeCase{
		{"a day gone", "重庆工厂15号夜班做了多少件？", "2025-11-15..2025-11-15"},
		{"a day to come", "28号交货", "2025-11-28..2025-11-28"},
		{"a month's day wins", "11月3号的产量", "2025-11-03..2025-11-03"},
		{"a line", "苏州3号线现在什么情况", ""},
		{"a machine", "2号机报警了", ""},
		{"a register", "南山店2号收银台日结", ""},
		{"a crane", "3号起重机报警了", ""},
		{"an ordinal", "第3号的结果", ""},
		{"a list of things", "1号、2号机台停机", ""},
		{"a spaced noun", "2号 机台停机", ""},
		{"a back office", "2号后台的日志", ""},
		{"in Chinese numerals", "十五号夜班做了多少件", "2025-11-15..2025-11-15"},
		{"part of a larger number", "一百零五号的产量", ""},
		{"a Chinese-numbered line", "三号线现在怎么样", ""},
		{"a day a delivery is due by", "15号前交货", "2025-11-15..2025-11-15"},
		{"before a day, what falls due", "15号前到期的单子", "2025-11-01..2025-11-15"},
		{"before a time of day", "15号下午的告警", "2025-11-15..2025-11-15"},
		{"inside a code", "A15号仓位", ""},
		{"no such day", "35号的产量", ""},
	}
	checkRanges(t, wed, tests)
}

// TestResolveDayOfARelativeYear reads a day of a month of a year named by
// its place (明年1月15号) as that day, not the month.
func TestResolveDayOfARelativeYear(t *testing.T) {
	checkRanges(t, "2025-11-19 14:20", []rangeCase{
		{"next year", "明年1月15号停电检修", "2026-01-15..2026-01-15"},
		{"last year", "去年3月5日的账单", "2024-03-05..2024-03-05"},
		{"this year", "今年12月20号", "2025-12-20..2025-12-20"},
		{"a month alone", "明年1月的计划", "2026-01-01..2026-01-31"},
		{"no such day", "明年2月30号", ""},
	})
}

// TestResolveImpossibleMonthDayIsNoDay: a day no month holds is no date,
// nor is its day read alone as this month's.
func TestResolveImpossibleMonthDayIsNoDay(t *testing.T) {
	checkRanges(t, "2025-11-19 14:20", []rangeCase{
		{"this year's", "2月30号的账单", ""},
	})
}
