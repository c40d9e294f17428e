package timeexpr

import "testing"

// TestResolveUntilTheEndOfAUnit reads a deadline at the end of this (or
// the next) month or year — 截至今年年底, 月底前, "by year end" — as the
// days from today to it.
func TestResolveUntilTheEndOfAUnit(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh as of this year's end", "截至今年年底的预算执行", "2026-03-12..2026-12-31"},
		{"zh until the year's end", "直到年底都有效的优惠券", "2026-03-12..2026-12-31"},
		{"zh as of the month's end", "截止到月底还有哪些合同到期", "2026-03-12..2026-03-31"},
		{"zh before the month's end", "月底前交付的订单", "2026-03-12..2026-03-31"},
		{"zh before this month's end", "本月底之前要完成的工单", "2026-03-12..2026-03-31"},
		{"zh before next month's end", "下个月底前到期的证书", "2026-03-12..2026-04-30"},
		{"zh a launch due by next year's end", "明年年底前上线", "2027-12-31..2027-12-31"},
		{"zh from the start to the end", "从本月初到月底的排班", "2026-03-01..2026-03-31"},
		{"zh as of a passed year's end is that year", "截至2024年底的累计销量", "2024-01-01..2024-12-31"},
		{"zh as of a passed month's end is that month", "截至去年12月底的订单", "2025-12-01..2025-12-31"},
		{"zh before last month's end is that month", "上月底前的订单", "2026-02-01..2026-02-28"},
		{"zh before last year's end is that year", "去年年底前签的合同", "2025-01-01..2025-12-31"},
		{"zh as of a year in digits to come", "截至2026年底的预算", "2026-03-12..2026-12-31"},
		{"zh a launch due by a year in digits", "2027年底前上线", "2027-12-31..2027-12-31"},
		{"en until year end", "hold the price until year end", "2026-03-12..2026-12-31"},
		{"en by the end of the month", "tickets to close by the end of the month", "2026-03-12..2026-03-31"},
		{"en through the end of this year", "freeze hiring through the end of this year", "2026-03-12..2026-12-31"},
		{"en by month-end", "invoices due by month-end", "2026-03-12..2026-03-31"},
		{"a monthly deadline is no date", "每月月底前提交报销", ""},
		{"zh around the month's end is no deadline", "月底前后的订单", ""},
		{"zh around last month's end is its end", "上月底前后的退货", "2026-02-21..2026-02-28"},
		{"a yearly deadline is no date", "每年年底前完成盘点", ""},
		{"a year-end report is no date", "the year-end report template", ""},
		{"en a monthly deadline is no date", "file the expense reports every month by the end of the month", ""},
		{"en a deadline each month is no date", "payments made by the end of the month each month", ""},
		{"en a yearly deadline is no date", "each year, by year end, renew the licences", ""},
		{"en the end of a named year is that year's", "sales by the end of the year 2024", "2024-01-01..2024-12-31"},
		{"en year end of a named year is up to its end", "clear the backlog by year-end 2027", "2026-03-12..2027-12-31"},
		{"en the end of last year's month is last year's", "sales by the end of the month last year", "2025-01-01..2025-12-31"},
	})
}
