package timeexpr

import "testing"

// TestWeekdaysInMonth reads any or every weekday of a named month as that
// month, the coming one unless told as over.
func TestWeekdaysInMonth(t *testing.T) {
	checkRanges(t, "2026-05-14 10:30", []rangeCase{ // a Thursday
		{"any weekday in a month", "Is the pavilion (VN-1) open any Saturday in October for a wedding?", "2026-10-01..2026-10-31"},
		{"every weekday of a month", "Can the choir rehearse every Tuesday of next month?", "2026-06-01..2026-06-30"},
		{"zh every weekday", "10月每个周六都能用吗", "2026-10-01..2026-10-31"},
		// Must leave alone.
		{"told as over", "Did we open any Saturday in October?", "2025-10-01..2025-10-31"},
		{"a weekday apart from the month", "Book the hall for Saturday, in October we close", "2026-05-16..2026-05-16"},
		{"one weekday of the month", "the first Saturday in October", "2026-10-03..2026-10-03"},
		{"a weekday alone", "Is the pavilion open any Saturday?", "2026-05-09..2026-05-09"},
	})
}
