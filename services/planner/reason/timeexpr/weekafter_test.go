package timeexpr

import (
	"testing"
	"time"
)

// TestWeekdaysOfTheWeekNamedAfter reads a run of weekdays followed by the
// week it falls in ("Monday to Friday next week") as that week's days.
func TestWeekdaysOfTheWeekNamedAfter(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 11, 19, 10, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"who covers the front desk Monday to Friday next week", "2025-11-24..2025-11-28"},
		{"rooms free Tuesday thru Thursday of next week", "2025-11-25..2025-11-27"},
		{"alerts from Monday to Wednesday last week", "2025-11-10..2025-11-12"},
		// must leave alone
		{"Monday to Friday", "2025-11-17..2025-11-21"},
		{"Tuesday next week", "2025-11-25..2025-11-25"},
		{"Monday to Friday this week", "2025-11-17..2025-11-21"},
	}
	checkResolved(t, now, loc, tests)
}
