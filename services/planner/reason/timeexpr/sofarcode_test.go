package timeexpr

import (
	"testing"
	"time"
)

// TestSoFarOfACodedRecord reads "so far" alone beside a record's code as
// the record's running total, no period; alone elsewhere it is the year
// to date.
func TestSoFarOfACodedRecord(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 4, 21, 10, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"What's the rental charge on KXPU4410293 so far", "none"},
		{"ACC-20931 截至目前的消费", "none"},
		// must leave alone
		{"revenue so far", "2026-01-01..2026-04-21"},
		{"KXPU4410293 charges this month so far", "2026-04-01..2026-04-21"},
	}
	checkResolved(t, now, loc, tests)
}
