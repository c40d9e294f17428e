package timeexpr

import "testing"

// TestResolveNotBefore reads a day that a negated "before" names as that
// day, the earliest something may happen, and leaves "before" alone
// otherwise.
func TestResolveNotBefore(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	checkRanges(t, mon, []rangeCase{
		{"no act before a day", "issue the notice, no cut-off before March 20, and text them", "2025-03-20..2025-03-20"},
		{"not before a day", "ship it not before March 20", "2025-03-20..2025-03-20"},
		{"don't before the day", "don't release it before the 20th", "2025-03-20..2025-03-20"},
		// must leave alone
		{"before a day", "orders placed before March 20", "2025-03-01..2025-03-19"},
		{"a negation in another clause", "no refunds yet; list orders placed before March 20", "2025-03-01..2025-03-19"},
		{"days before a day", "not in the 7 days before March 10", "2025-03-03..2025-03-09"},
	})
}
