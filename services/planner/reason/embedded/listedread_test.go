package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanListRead: a need that asks for the things themselves, and for
// no number, is served by the list its counts tool's boundary names.
func TestPlanListRead(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "ticket_counts", Description: "Counts of support tickets opened in a period, by queue and priority.", SideEffect: toolspec.Read,
			WhenNotToUse: "Listing the tickets themselves (find_tickets).",
			Parameters:   objectSchema(`"queue":{"type":"string","enum":["billing","tech"]},"opened_from":{"type":"string","format":"date"}`, ``)},
		{Name: "find_tickets", Description: "Search support tickets by queue, priority and state.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"queue":{"type":"string","enum":["billing","tech"]},"state":{"type":"string","enum":["open","pending","solved"]}`, ``)},
		{Name: "close_ticket", Description: "Close a support ticket.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"ticket_id":{"type":"string","pattern":"^T[0-9]{5}$"}`, `"ticket_id"`)},
	}
	e := newEngine(t)
	for goal, want := range map[string]string{
		"Show me all billing tickets opened in the period since Monday":   "find_tickets",
		"How many billing tickets were opened in the period since Monday": "ticket_counts",
	} {
		if got := planTools(t, e, goal, cat); !slices.Equal(got, []string{want}) {
			t.Errorf("%q: tools %v, want [%s]", goal, got, want)
		}
	}
}
