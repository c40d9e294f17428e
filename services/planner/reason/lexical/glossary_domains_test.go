package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// The tests below give, per group of the glossary's vocabulary, Chinese
// queries over tools described in English only: each finds its tool
// through words of that group.

// TestGlossaryTravel: flights, bags, tickets, trains.
func TestGlossaryTravel(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "flight_board", Description: "Live board of one flight: gate, departure and arrival times."},
		{Name: "bag_trace", Description: "Trace a checked bag by its tag."},
		{Name: "fare_refund", Description: "Refund an unused ticket to the traveller.", SideEffect: toolspec.Write},
		{Name: "rail_timetable", Description: "Timetable of the trains between two stations on a day."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"这个航班在哪个登机口", "flight_board"},
		{"托运的行李现在到哪了", "bag_trace"},
		{"这张机票要退票", "fare_refund"},
		{"明天去杭州的火车有哪些车次", "rail_timetable"},
	})
}
