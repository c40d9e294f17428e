package timeexpr

import "testing"

// TestResolveToNow: a period run "to now" or "to the present" ends today,
// and a month after "from" is the month.
func TestResolveToNow(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"a day to now", "tickets from May 1 to now", "2025-05-01..2025-06-18"},
		{"a month to now", "sales from January to now", "2025-01-01..2025-06-18"},
		{"a month to date", "sales from May to date", "2025-05-01..2025-06-18"},
		{"a month until the present", "complaints from March until the present", "2025-03-01..2025-06-18"},
		{"May after from is the month", "orders from May", "2025-05-01..2025-05-31"},
	})
}
