package timeexpr

import "testing"

// TestResolveWeekdayOfDate: a weekday beside the date it falls on names
// that date; one beside another day's date is left as it is.
func TestResolveWeekdayOfDate(t *testing.T) {
	checkRanges(t, "2025-06-11 10:00", []rangeCase{
		{"weekday before its date", "Book a table for Saturday 21 June at 14:00", "2025-06-21..2025-06-21"},
		{"weekday after its date", "Book a table for 21 June (Saturday)", "2025-06-21..2025-06-21"},
		{"a Chinese weekday before its date", "周六（6月21日）下午两点订个位子", "2025-06-21..2025-06-21"},
		{"a weekday of another date", "Book a table for Friday 21 June", "2025-06-13..2025-06-13"},
	})
}
