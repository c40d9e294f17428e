package timeexpr

import (
	"testing"
	"time"
)

// TestDeadlineAtANamedEnd reads "before the end of" a month named, or of
// the next month, as the days from today to that end, and leaves an end
// already over to the month's own reading.
func TestDeadlineAtANamedEnd(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"Which visas run out before the end of August?", "2026-05-06..2026-08-31"},
		{"list leases that lapse by the end of next month", "2026-05-06..2026-06-30"},
		// must leave alone
		{"Which invoices were paid before the end of March?", "2026-03-01..2026-03-31"},
		{"Which visas ran out in August?", "2025-08-01..2025-08-31"},
		{"Which visas ran out before the end of August last year?", "2025-08-01..2025-08-31"},
	}
	checkResolved(t, now, loc, tests)
}
