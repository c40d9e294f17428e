package timeexpr

import "testing"

// TestResolveShortYears: a two-digit year before a month, quarter, half
// or 全年 is that year of this century; a count of years is no year.
func TestResolveShortYears(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"a quarter", "24年Q4的销售额", "2024-10-01..2024-12-31"},
		{"a month", "24年3月的订单", "2024-03-01..2024-03-31"},
		{"a counted quarter", "23年第二季度", "2023-04-01..2023-06-30"},
		{"a half", "24年上半年的营收", "2024-01-01..2024-06-30"},
		{"a whole year", "24年全年的营收", "2024-01-01..2024-12-31"},
		{"a count of years", "他工作了24年", ""},
		{"a four-digit year is read whole", "2024年3月的订单", "2024-03-01..2024-03-31"},
	})
}
