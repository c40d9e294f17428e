package timeexpr

import "testing"

// TestResolveStartOrEndOfANamedUnit reads 月初 and 月底 of a month its
// text names as the month's first and last ten days (as 上旬 and 下旬),
// and 年初 and 年底 of a named year as its January and December. Written
// alone they name no days: 每月月底 recurs, 年底奖金 is a bonus, 大年初一
// a holiday.
func TestResolveStartOrEndOfANamedUnit(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh the start of this month", "本月初的入库单", "2026-03-01..2026-03-10"},
		{"zh the end of last month", "上月底的库存", "2026-02-21..2026-02-28"},
		{"zh the end of a numbered month", "1月底的考勤", "2026-01-21..2026-01-31"},
		{"zh the end of last year", "去年年底的余额", "2025-12-01..2025-12-31"},
		{"zh the start of this year", "今年年初的目标", "2026-01-01..2026-01-31"},
		{"zh a year in digits", "2024年底的客户数", "2024-12-01..2024-12-31"},
		{"zh the start of last month to today", "上月初以来的退款", "2026-02-01..2026-03-12"},
		{"zh this year's start to today", "今年年初至今的销量", "2026-01-01..2026-03-12"},
		{"zh year start to today", "年初至今的销量", "2026-01-01..2026-03-12"},
		{"zh from this year's start to its end", "从今年年初到年底的支出", "2026-01-01..2026-12-31"},
		{"zh from a month's start to its end", "从1月初到1月底的工单", "2026-01-01..2026-01-31"},
		{"zh the end of a month alone", "月底盘点库存", ""},
		{"zh a recurring end", "每个月底盘点库存", ""},
		{"zh a year-end bonus", "年底奖金发放名单", ""},
		{"zh a lunar day", "大年初一值班表", ""},
		{"zh a lunar day of this month stays the month", "本月初三的订单", "2026-03-01..2026-03-31"},
		{"zh a preliminary count is of the month", "本月初步统计的销量", "2026-03-01..2026-03-31"},
		{"zh a first login is of the month", "本月初次登录的用户", "2026-03-01..2026-03-31"},
		{"zh a junior school is of the year", "今年初中招生人数", "2026-01-01..2026-12-31"},
		{"zh a base salary is of the month", "本月底薪发放明细", "2026-03-01..2026-03-31"},
		{"zh a bottom line is of the year", "今年底线利润", "2026-01-01..2026-12-31"},
		{"zh the last places are of the month", "上月末位淘汰名单", "2026-02-01..2026-02-28"},
		{"zh the end of last month before a noun", "上月底的库存", "2026-02-21..2026-02-28"},
	})
}
