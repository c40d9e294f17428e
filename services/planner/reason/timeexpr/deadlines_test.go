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
	})
}
