package timeexpr

import "testing"

// TestResolveCalendarAhead: asking what happenings are on (events we
// have, meetings there are) in a month without its year is asking about
// the coming one when that is nearer today.
func TestResolveCalendarAhead(t *testing.T) {
	checkRanges(t, "2025-11-10 09:15", []rangeCase{
		{"events we have", "Which events do we have in Berlin in December?", "2025-12-01..2025-12-31"},
		{"meetings there are", "what meetings are there in January", "2026-01-01..2026-01-31"},
		// must leave alone
		{"events that were held", "Which events were held in December?", "2024-12-01..2024-12-31"},
		{"a month nearer behind", "Which events do we have in September?", "2025-09-01..2025-09-30"},
		{"no happening", "What sales do we have in December?", "2024-12-01..2024-12-31"},
	})
}
