package timeexpr

import "testing"

// TestResolveNumberedPlaces reads 号 before a building word as a place's
// number, a day before 前 or "before" as the end of its month's days up to
// it, a count of days before a day as those days, a dash after a day as a
// range and a number before "of" and a plural noun as a count.
func TestResolveNumberedPlaces(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	tests := []rangeCase{
		{"号楼 after next month", "下个月3号楼的维修工单", "2025-04-01..2025-04-30"},
		{"号楼 after this month", "这个月5号楼报修了几次", "2025-03-01..2025-03-31"},
		{"号楼 ends no range", "3月12号到15号楼巡检", "2025-03-12..2025-03-12"},
		{"号线 is a line", "3月12号到15号线的客流", "2025-03-12..2025-03-12"},
		{"a day of next month stays", "下个月3号的维修工单", "2025-04-03..2025-04-03"},
		{"日 before 门店 stays a day", "3月5日门店销售额", "2025-03-05..2025-03-05"},
		{"a range of days stays", "3月12号到15号巡检", "2025-03-12..2025-03-15"},
		{"before a day of this month", "本月20号前到期的合同", "2025-03-01..2025-03-20"},
		{"before a dated day", "4月15日之前提交的报销", "2025-04-01..2025-04-15"},
		{"three days before a day", "3月20日前三天的订单", "2025-03-17..2025-03-19"},
		{"3 days before a day", "3月20日前3天", "2025-03-17..2025-03-19"},
		{"before a day in English", "orders placed before March 20", "2025-03-01..2025-03-19"},
		{"days before a day in English", "patients admitted in the 7 days before March 10", "2025-03-03..2025-03-09"},
		{"the day before a day", "the day before March 5", "2025-03-04..2025-03-04"},
		{"a dash between Han days", "3月1日-5日的出库单", "2025-03-01..2025-03-05"},
		{"a dash between days after a month", "shipments Jan 1-15", "2025-01-01..2025-01-15"},
		{"an identifier stays no date", "invoice INV-2024-0117", ""},
		{"a count of branches", "sales on March 12 to 14 of our branches", "2025-03-12..2025-03-12"},
		{"to a day of this month", "sales from March 12 to 14 of this month", "2025-03-12..2025-03-14"},
	}
	checkRanges(t, mon, tests)
}
