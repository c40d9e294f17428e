package timeexpr

import "testing"

// TestResolveComingTense: a weekday or a month named alone in a present
// tense question about what is to come — people on their way, what is on,
// a roster — is the coming one; the same asked in the past tense keeps the
// latest begun.
func TestResolveComingTense(t *testing.T) {
	checkRanges(t, "2025-07-16 09:30", []rangeCase{ // a Wednesday
		{"groups on their way", "Which tour parties visiting in October still owe a deposit?", "2025-10-01..2025-10-31"},
		{"guests staying", "List the families staying on Friday", "2025-07-18..2025-07-18"},
		{"what is on", "What lectures are on at the hall on Sunday?", "2025-07-20..2025-07-20"},
		{"what's on", "What's on this Sunday at the gallery?", "2025-07-20..2025-07-20"},
		{"a roster", "Pull up Friday's roster for the kitchen", "2025-07-18..2025-07-18"},
		{"a Chinese roster", "把周五的排班表发给我", "2025-07-18..2025-07-18"},
		// must leave alone
		{"what we sold", "What did we sell on Saturday?", "2025-07-12..2025-07-12"},
		{"parties that visited", "Which tour parties visited in October?", "2024-10-01..2024-10-31"},
		{"parties visiting, told as over", "How many tour parties visiting in October were charged twice?", "2024-10-01..2024-10-31"},
		{"what was on", "What lectures were on at the hall on Sunday?", "2025-07-13..2025-07-13"},
		{"a roster told as over", "Who was on Friday's roster for the kitchen?", "2025-07-11..2025-07-11"},
		{"a Chinese sale told as over", "上周六卖了多少", "2025-07-12..2025-07-12"},
		{"a Chinese roster told as over", "周五的排班表里谁请过假", "2025-07-11..2025-07-11"},
	})
}

// TestResolveComingTenseToldDone: a roster, a rota or guests staying asked
// about with a verb in the past tense (missed, called in, complained) is
// the latest one; a participle of how things stand (is rostered, booked
// for) still asks about the coming one.
func TestResolveComingTenseToldDone(t *testing.T) {
	checkRanges(t, "2025-07-16 09:30", []rangeCase{ // a Wednesday
		{"a shift missed", "Who missed their shift on Friday's roster?", "2025-07-11..2025-07-11"},
		{"a rota and a call", "Which porters on the rota called in sick on Monday?", "2025-07-14..2025-07-14"},
		{"guests who complained", "Which guests staying on Friday complained about the heating?", "2025-07-11..2025-07-11"},
		// must leave alone
		{"who is rostered", "Who is rostered on Friday's rota for the bar?", "2025-07-18..2025-07-18"},
		{"guests booked", "List the guests staying on Friday booked through the website", "2025-07-18..2025-07-18"},
		{"the coming roster", "Pull up Friday's roster for the bakery", "2025-07-18..2025-07-18"},
	})
}

// TestResolveComingTenseIrregularPast: an irregular verb in the past tense
// (got, bought, paid) tells what is over as a regular one does.
func TestResolveComingTenseIrregularPast(t *testing.T) {
	checkRanges(t, "2025-07-16 09:30", []rangeCase{ // a Wednesday
		{"who got refunds", "Which families staying on Friday got refunds?", "2025-07-11..2025-07-11"},
		{"what was bought", "Which groups attending in October bought tickets?", "2024-10-01..2024-10-31"},
		// must leave alone
		{"who gets a refund", "Which families staying on Friday get a late checkout?", "2025-07-18..2025-07-18"},
	})
}

// TestResolveComingTenseNotYetDone: a verb not yet done ("haven't paid
// yet") tells nothing as over: the groups on their way are the coming
// month's.
func TestResolveComingTenseNotYetDone(t *testing.T) {
	checkRanges(t, "2025-07-16 09:30", []rangeCase{ // a Wednesday
		{"not paid yet", "Which choirs visiting in October haven't paid yet?", "2025-10-01..2025-10-31"},
		// must leave alone
		{"paid", "Which choirs visiting in October paid by card?", "2024-10-01..2024-10-31"},
	})
}
