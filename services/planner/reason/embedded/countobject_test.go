package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanUnservedCountedRequest: a request whose verb takes a counted
// object ("Insure 12 trucks …") is a request to act as one with a
// determiner is: no read serves it when no tool uses its verb. A request
// to be shown a count keeps its read, and so does a count led by a word
// that bounds, orders or weighs it ("next 3", "around 40").
func TestPlanUnservedCountedRequest(t *testing.T) {
	cat := depotCatalog(func(s toolspec.SideEffect) toolspec.SideEffect { return s })
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Insure 12 trucks with a new carrier", nil},
		{"Supply 40 pallets to the north depot", nil},
		{"Bring 40 pallets to the north depot", nil},
		// Left alone: a look at counted things.
		{"Pull up 3 trucks at the north depot", []string{"get_truck"}},
		// Left alone: a word that bounds, orders or weighs the count is
		// no verb.
		{"Next 3 trucks due at the north depot", []string{"get_truck"}},
		{"Around 40 pallets at the north depot", []string{"get_depot_report"}},
		{"Nearly 40 pallets at the north depot", []string{"get_depot_report"}},
		{"Remaining 40 pallets at the north depot", []string{"get_depot_report"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
