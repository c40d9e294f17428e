package timeexpr

import "testing"

// TestResolveDeadlineOfAnAct reads a deadline with 前 that an act must
// meet as its day, and one that describes what is looked up as the days
// before it.
func TestResolveDeadlineOfAnAct(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a day next year", "明年1月15号前要通水", "2027-01-15..2027-01-15"},
		{"a day this year", "4月24日前答复。先登记一下", "2026-04-24..2026-04-24"},
		{"with 之前", "明年1月15号之前要用到", "2027-01-15..2027-01-15"},
		{"the month's end", "开个更换工单，月底前完成", "2026-03-31..2026-03-31"},
		// must leave alone
		{"what falls due before a day", "本月20号前到期的合同", "2026-03-01..2026-03-20"},
		{"what is delivered before the end", "月底前交付的订单", "2026-03-12..2026-03-31"},
		{"what is to be done before the end", "本月底之前要完成的工单", "2026-03-12..2026-03-31"},
		{"a count before a day", "3月20日前三天的订单", "2026-03-17..2026-03-19"},
		{"a deadline alone", "4月20号前", "2026-04-01..2026-04-20"},
		{"around the end", "月底前后的订单", ""},
		{"last month's end is the month", "上月底前的订单", "2026-02-01..2026-02-28"},
		{"weeks ago is no deadline", "两周前下单，现在还没到", "2026-02-23..2026-03-01"},
		{"a year ago is no deadline", "一年前开通套餐", "2025-01-01..2025-12-31"},
		{"months ago with 以前", "3个月以前办理", "2025-12-01..2025-12-31"},
		{"a listing of what falls due", "列出月底前到期合同", "2026-03-12..2026-03-31"},
		{"a count of what came in", "统计3月15日前入库数量", "2026-03-01..2026-03-15"},
		{"a look at what was sent", "查一下15号前发货情况", "2026-03-01..2026-03-15"},
		{"a look at whether it can meet the day", "查一下15号前能不能到", "2026-03-15..2026-03-15"},
	})
}

// TestResolveRunWithClockBeforeItsEnd reads a run whose end day follows its
// time of day as the run of days.
func TestResolveRunWithClockBeforeItsEnd(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"clocks before both days", "a water shutdown from 10pm Saturday to 4am Sunday", "2026-03-07..2026-03-08"},
		{"zh clock before the end day", "周六晚上10点到下午5点周日", "2026-03-07..2026-03-08"},
		// must leave alone
		{"clocks after both days", "Friday 10am to Sunday 6pm", "2026-03-13..2026-03-15"},
		{"one day's hours", "Saturday from 9am to noon", "2026-03-14..2026-03-14"},
		{"two days apart with a clock", "Monday at 9am and Wednesday", "2026-03-09..2026-03-09"},
	})
}
