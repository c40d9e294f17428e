package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestSelectQueryWhere: the tools left out neither rank nor take the
// lead from the best tool kept.
func TestSelectQueryWhere(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "guest_check_in", Description: "Check a guest in on arrival: assign a room and issue room keys."},
		{Name: "reservations_search", Description: "Find reservations by guest name, hotel, arrival day or status."},
		{Name: "list_rooms", Description: "List rooms of a hotel by housekeeping status."},
	}, Options{})
	q := Query{Text: "Which guests check in on arrival today"}
	if got := ix.SelectQuery(q).Best; got != "guest_check_in" {
		t.Fatalf("SelectQuery best %q, want guest_check_in", got)
	}
	sel := ix.SelectQueryWhere(q, func(tool string) bool { return tool != "guest_check_in" })
	if sel.Best != "reservations_search" {
		t.Errorf("best %q (scores %v), want reservations_search", sel.Best, sel.Scores)
	}
	for _, s := range sel.Scores {
		if s.Tool == "guest_check_in" {
			t.Errorf("scores %v hold the tool left out", sel.Scores)
		}
	}
}
