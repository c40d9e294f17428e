package timeexpr

import "testing"

// TestResolveAhead: a month or a day without its year that a goal asks
// about ahead — when something is, what is arranged — is the coming one
// when that is nearer today; a look-back keeps the latest begun.
func TestResolveAhead(t *testing.T) {
	checkRanges(t, "2025-11-10 09:15", []rangeCase{
		{"when are things in a month to come", "When are G12-01's exams in December?", "2025-12-01..2025-12-31"},
		{"what happened in that month", "How many exams were held in December?", "2024-12-01..2024-12-31"},
		{"a month alone, no question ahead", "exam results in December", "2024-12-01..2024-12-31"},
		{"arranging a day to come", "给 PHY-101 安排期末考试，1月12日上午9点", "2026-01-12..2026-01-12"},
		{"a day looked back on", "1月12日的考试成绩", "2025-01-12..2025-01-12"},
		{"a month already begun ahead", "When are the exams in November?", "2025-11-01..2025-11-30"},
		{"a Chinese month ahead", "12月的考试什么时候", "2025-12-01..2025-12-31"},
		{"a month that is nearer behind", "When are the exams in June?", "2025-06-01..2025-06-30"},
		{"months to come between two", "When are the exams between December and January?", "2025-12-01..2026-01-31"},
		{"months looked back on between two", "exam results between December and January", "2024-12-01..2025-01-31"},
		{"what expires in a month to come", "Which memberships expire in December?", "2025-12-01..2025-12-31"},
		{"what arrives in a month to come", "Which shipments arrive in December?", "2025-12-01..2025-12-31"},
		{"what is planned for a month to come", "What events are planned for December?", "2025-12-01..2025-12-31"},
		{"a Chinese month things expire", "12月份到期的会员卡有哪些", "2025-12-01..2025-12-31"},
		{"what has expired stays behind", "12月份已到期的会员卡有哪些", "2024-12-01..2024-12-31"},
		{"what lapsed after it expired stays behind", "12月份到期后一直没续费的会员卡有哪些", "2024-12-01..2024-12-31"},
		{"what arrived stays behind", "Which shipments arrived in December?", "2024-12-01..2024-12-31"},
	})
}

// TestResolveWeekdayAhead: a weekday named alone in a goal about what is
// to come — who can work, who is coming, when a thing is
// — is the coming one; one looked back on is the latest begun.
func TestResolveWeekdayAhead(t *testing.T) {
	checkRanges(t, "2025-06-10 14:00", []rangeCase{
		{"who can work", "Which HVAC technicians can work at Sunrise Tower on Friday?", "2025-06-13..2025-06-13"},
		{"someone is coming", "Register a visitor pass: Zhang Wei is coming on Saturday", "2025-06-14..2025-06-14"},
		{"when a thing is", "When is the inspection on Friday?", "2025-06-13..2025-06-13"},
		{"who worked", "Which technicians worked on Friday?", "2025-06-06..2025-06-06"},
		{"a day something is due", "New order for 300 crates, due Friday", "2025-06-13..2025-06-13"},
		{"a Chinese delivery day", "新开一张订单，周五交货", "2025-06-13..2025-06-13"},
		{"a day something was due", "Which orders were due on Friday?", "2025-06-06..2025-06-06"},
		{"due to is because of", "Show the flights cancelled on Friday due to the storm", "2025-06-06..2025-06-06"},
	})
}

// TestResolveAnySlotsAhead: asking for any slots or openings on a weekday
// named alone asks about the coming one.
func TestResolveAnySlotsAhead(t *testing.T) {
	checkRanges(t, "2025-06-10 14:00", []rangeCase{ // a Tuesday
		{"any slots", "Any drop-off slots at the north depot on Saturday?", "2025-06-14..2025-06-14"},
		{"any openings", "Are there any openings for a haircut on Friday?", "2025-06-13..2025-06-13"},
		// Must leave alone.
		{"slots filled", "How many slots did we fill on Saturday?", "2025-06-07..2025-06-07"},
		{"complaints about slots", "Any complaints about Saturday's slots?", "2025-06-07..2025-06-07"},
		{"slots told as over", "Report any slots that were no-shows on Saturday", "2025-06-07..2025-06-07"},
	})
}
