package timeexpr

import (
	"testing"
	"time"
)

// TestWeekdayAThingIsWantedDoneBy reads a weekday named alone after a
// participle a want or need asks for (wants it shipped Monday) as the
// next such day, and leaves one told of what was done the latest begun.
func TestWeekdayAThingIsWantedDoneBy(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"The bakery wants 30 trays of rolls baked, packed Monday", "2026-05-11..2026-05-11"},
		{"Our client needs the samples couriered on Tuesday", "2026-05-12..2026-05-12"},
		// must leave alone
		{"Show the trays packed Monday", "2026-05-04..2026-05-04"},
		{"She wanted to know what we packed Monday", "2026-05-04..2026-05-04"},
		{"She needs the list of invoices we received Friday", "2026-05-01..2026-05-01"},
		{"He needs the orders that were returned Monday", "2026-05-04..2026-05-04"},
	}
	checkResolved(t, now, loc, tests)
}
