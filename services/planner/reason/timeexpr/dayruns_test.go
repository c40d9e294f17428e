package timeexpr

import "testing"

// TestDayRunBeforeItsMonth checks that a run of days written before its
// month is the whole run, not its last day alone.
func TestDayRunBeforeItsMonth(t *testing.T) {
	checkRanges(t, "2026-06-10 10:00", []rangeCase{
		{"to", "How full is boarding over the holiday, 19 to 21 June?", "2026-06-19..2026-06-21"},
		{"dash with a year", "bookings for 3-5 March 2027", "2027-03-03..2027-03-05"},
		{"ordinals of", "the 19th to 21st of June", "2026-06-19..2026-06-21"},
		// Must leave alone.
		{"one day", "bookings on 21 June", "2026-06-21..2026-06-21"},
		{"month first", "June 19 to 21", "2026-06-19..2026-06-21"},
		{"an end before its start", "cut the stock from 12 to 5 June", "2026-06-05..2026-06-05"},
	})
}
