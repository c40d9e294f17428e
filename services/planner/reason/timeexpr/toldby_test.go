package timeexpr

import "testing"

// TestResolveToldOn: the day a later sentence says a request was told on
// is no range of the request.
func TestResolveToldOn(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"called this morning", "Please close account AC-1182. His daughter called this morning.", ""},
		{"emailed yesterday", "Can you refund order 5521? The buyer emailed us yesterday, it arrived broken.", ""},
		// must leave alone
		{"one sentence", "The supplier called yesterday about order 5521", "2026-03-11..2026-03-11"},
		{"a day the request names", "Show the orders from March 2. The buyer emailed yesterday.", "2026-03-02..2026-03-02"},
		{"a day of the later sentence that is no telling", "Please close account AC-1182. It was opened yesterday.", "2026-03-11..2026-03-11"},
	})
}

// TestResolveToldOnKeepsAsked: a day still to come is what was told, not
// when; and a request about the telling itself (the email, the calls) is
// ranged by the day it was told on.
func TestResolveToldOnKeepsAsked(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"told a day to come", "Can you rebook the shuttle? The guest told us tomorrow.", "2026-03-13..2026-03-13"},
		{"the email asked for", "Find the email from Acme. They emailed us yesterday.", "2026-03-11..2026-03-11"},
		{"the calls asked for", "Pull up the call log. The customer called on Monday.", "2026-03-09..2026-03-09"},
		// must leave alone
		{"a call about something else", "Please close account AC-1182. His daughter called this morning.", ""},
	})
}

// TestResolveToldOnSaysTheDay: a weekday named right after said or told
// is what was said; "on" before it, or a verb of calling, says when.
func TestResolveToldOnSaysTheDay(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"said a weekday", "Please move my appointment. The clinic said Monday works.", "2026-03-09..2026-03-09"},
		{"told a weekday", "Can you book the hall? She told me Saturday.", "2026-03-14..2026-03-14"},
		// must leave alone
		{"told on a weekday", "Can you book the hall? She told me on Monday.", ""},
		{"called a weekday", "Please cancel the order. The buyer called Monday.", ""},
	})
}
