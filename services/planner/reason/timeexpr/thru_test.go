package timeexpr

import (
	"testing"
	"time"
)

// TestThruAndDashedWeekdays reads "thru" as "through" does, and a weekday
// joined by a dash to the weekday ending its run (Mon-Fri) as that run,
// not as letters of an identifier.
func TestThruAndDashedWeekdays(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 11, 19, 10, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"invoices from March 3 thru March 9", "2025-03-03..2025-03-09"},
		{"rooms May 6 thru 8", "2025-05-06..2025-05-08"},
		{"the 3rd thru the 9th", "2025-11-03..2025-11-09"},
		{"6 thru 9 March", "2025-03-06..2025-03-09"},
		{"cover the desk next Mon-Fri", "2025-11-24..2025-11-28"},
		{"who is on call next Monday-Friday", "2025-11-24..2025-11-28"},
		{"this Mon-Wed", "2025-11-17..2025-11-19"},
		// must leave alone
		{"invoices from March 3 to March 9", "2025-03-03..2025-03-09"},
		{"sun-dried tomatoes next Friday", "2025-11-28..2025-11-28"},
		{"Mon-Fri next week", "2025-11-24..2025-11-30"},
		{"ticket MON-FRI-2024", "none"},
	}
	checkResolved(t, now, loc, tests)
}
