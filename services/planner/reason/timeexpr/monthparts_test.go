package timeexpr

import "testing"

// A year written before a month's part keeps it: 去年12月上旬 is last
// December's first ten days, "early December last year" too.
func TestResolveMonthPartWithItsYear(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh last year", "去年12月上旬的订单", "2025-12-01..2025-12-10"},
		{"zh last year, last third", "去年12月下旬的退货", "2025-12-21..2025-12-31"},
		{"zh next year", "明年3月中旬开业", "2027-03-11..2027-03-20"},
		{"zh digits", "2024年2月下半月的考勤", "2024-02-16..2024-02-29"},
		{"zh this year, a month to come", "今年5月上旬的排班", "2026-05-01..2026-05-10"},
		{"zh the year alone stays whole", "去年的订单", "2025-01-01..2025-12-31"},
		{"zh a half year is no month's half", "去年下半年的营收", "2025-07-01..2025-12-31"},
		{"en last year", "orders from early December last year", "2025-12-01..2025-12-10"},
		{"en with its year", "returns in late February 2024", "2024-02-21..2024-02-29"},
		{"en hyphen", "shipments since mid-January", "2026-01-11..2026-03-12"},
		{"en of next year", "the launch in mid June of next year", "2027-06-11..2027-06-20"},
		{"en alone is the latest begun", "tickets opened in late November", "2025-11-21..2025-11-30"},
		{"en this month", "invoices due late this month", "2026-03-21..2026-03-31"},
		{"en early is no part of a verb", "we may start early", ""},
		{"en a lowercase may is a verb", "running late may cost us", ""},
		{"en a day of the month is that day", "the parcel should arrive early March 3", "2026-03-03..2026-03-03"},
		{"en an ordinal day with its year", "a late December 3rd, 2025 delivery", "2025-12-03..2025-12-03"},
	})
}
