package timeexpr

import "testing"

// TestResolveAfterADay reads "after X" and X 以后 / 之后 as the days from
// X on up to today (after a month, from the next), unless X is still to
// come or a length of time counts from it.
func TestResolveAfterADay(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	tests := []rangeCase{
		{"after a past day", "orders after March 5", "2025-03-05..2025-03-10"},
		{"after a past month", "expense claims filed after January", "2025-02-01..2025-03-10"},
		{"以后 after a day", "3月5日以后的退货", "2025-03-05..2025-03-10"},
		{"之后 after a month", "2月之后的报销", "2025-02-01..2025-03-10"},
		{"after a day to come", "deliveries after March 20", "2025-03-20..2025-03-20"},
		{"a length after a day", "a week after March 1", "2025-03-01..2025-03-01"},
		{"a count after 之后", "3月5日之后三天", "2025-03-05..2025-03-05"},
	}
	checkRanges(t, mon, tests)
}

// TestResolveLengthAhead reads a start still to come with the length the
// text states as the days it runs.
func TestResolveLengthAhead(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	tests := []rangeCase{
		{"days of leave", "File 3 days of sick leave for E4521 starting March 12", "2025-03-12..2025-03-14"},
		{"天 in Chinese", "员工E4521请3天病假，从3月12日开始", "2025-03-12..2025-03-14"},
		{"nights of a stay", "reserve a room starting tomorrow for two nights", "2025-03-11..2025-03-13"},
		{"a hyphenated length", "a 5-day course starting March 17", "2025-03-17..2025-03-21"},
		{"no length", "a course starting March 17", "2025-03-17..2025-03-17"},
		{"a length that bounds", "3天内从3月12日开始处理", "2025-03-12..2025-03-12"},
	}
	checkRanges(t, mon, tests)
}

// TestResolveDaysAgo reads a count of days back from today as that day,
// and the days two before and after today by their names.
func TestResolveDaysAgo(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	tests := []rangeCase{
		{"天前", "3天前的订单", "2025-03-07..2025-03-07"},
		{"a Han count", "三天前入库的货", "2025-03-07..2025-03-07"},
		{"days ago", "orders from 3 days ago", "2025-03-07..2025-03-07"},
		{"a count in words", "tickets opened two days ago", "2025-03-08..2025-03-08"},
		{"日前 is a day of the month", "本月20日前", "2025-03-01..2025-03-20"},
		{"no count", "a few days ago", ""},
		{"the day after tomorrow", "book the room for the day after tomorrow", "2025-03-12..2025-03-12"},
		{"the day before yesterday", "orders from the day before yesterday", "2025-03-08..2025-03-08"},
	}
	checkRanges(t, mon, tests)
}

// TestResolveHalfYear reads a half of a year as its six months.
func TestResolveHalfYear(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	tests := []rangeCase{
		{"上半年 of last year", "去年上半年的销售额", "2024-01-01..2024-06-30"},
		{"下半年 of a year", "2024年下半年的退货率", "2024-07-01..2024-12-31"},
		{"上半年 alone", "上半年的招聘计划", "2025-01-01..2025-06-30"},
		{"first half of a year", "revenue in the first half of 2024", "2024-01-01..2024-06-30"},
		{"second half of last year", "churn in the second half of last year", "2024-07-01..2024-12-31"},
		{"H1 and a year", "H1 2024 headcount", "2024-01-01..2024-06-30"},
		{"a year stays whole", "2024年的销售额", "2024-01-01..2024-12-31"},
	}
	checkRanges(t, mon, tests)
}

// TestResolveFromAWeekdayOn reads a weekday named alone that a period
// starts from (从周一开始, 周一起, "starting Monday") as the latest one, run
// up to today: records since then read as commands from then on do, and
// only the rest of the text tells them apart.
func TestResolveFromAWeekdayOn(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh daily figures from Monday on", "从周一开始每天的销量", "2026-03-09..2026-03-12"},
		{"zh tickets since Monday", "自周一起的工单数量", "2026-03-09..2026-03-12"},
		{"zh orders from Saturday on", "从周六开始的订单有哪些", "2026-03-07..2026-03-12"},
		{"zh errors that appeared from Monday", "从周一开始出现的错误", "2026-03-09..2026-03-12"},
		{"en invoices starting Saturday", "show the invoices starting Saturday", "2026-03-07..2026-03-12"},
	})
}
