package timeexpr

import "testing"

// TestResolveWeekdayFreeOrHad: a weekday named alone in a question about who
// is free that day, or what happenings someone has on it, is the coming
// one.
func TestResolveWeekdayFreeOrHad(t *testing.T) {
	checkRanges(t, "2025-02-12 11:30", []rangeCase{
		{"people free on a day", "Any senior widget trainers free on Saturday?", "2025-02-15..2025-02-15"},
		{"happenings someone has", "Which classes does coach CO-014 have on Friday?", "2025-02-14..2025-02-14"},
		{"lessons someone has", "What lessons does Anna have on Friday?", "2025-02-14..2025-02-14"},
		// must leave alone
		{"what was said on a day", "What did the widget report say on Monday?", "2025-02-10..2025-02-10"},
		{"free of charge", "Which orders shipped free on Saturday?", "2025-02-08..2025-02-08"},
		{"what someone had", "Which classes did coach CO-014 have on Friday?", "2025-02-07..2025-02-07"},
	})
}
