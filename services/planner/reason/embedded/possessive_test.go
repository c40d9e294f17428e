package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanActsOnLooked: a part whose possessive pronoun points back to
// what the look before it found ("…and renew its card") works on the
// look's result, so the look stays a step of its own. A part that names
// its object afresh, or follows no look, is planned as before.
func TestPlanActsOnLooked(t *testing.T) {
	obj := []byte(`{"type":"object","properties":{"permit_id":{"type":"string","pattern":"^PM-\\d{5}$"}},"required":["permit_id"]}`)
	cat := []toolspec.Spec{
		{Name: "lookup_permit_record", Description: "Get one parking permit by its ID: holder, zone, expiry.", SideEffect: toolspec.Read, Parameters: obj},
		{Name: "renew_permit_card", Description: "Renew the card of a parking permit for another year.", SideEffect: toolspec.Write, Parameters: obj},
		{Name: "list_zone_permits", Description: "List the parking permits of a zone.", SideEffect: toolspec.Read, Parameters: obj},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Find permit PM-20418 and renew its card.", []string{"lookup_permit_record", "renew_permit_card"}},
		{"Renew the card of permit PM-20418.", []string{"renew_permit_card"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
	for _, c := range []struct {
		prev, text string
		want       bool
	}{
		{"Find permit PM-20418", "renew its card", true},
		{"look up the order", "then cancel their booking", true},
		{"Renew permit PM-20418", "email its holder", false},
		{"Find permit PM-20418", "renew the card", false},
	} {
		if got := actsOnLooked(c.prev, c.text); got != c.want {
			t.Errorf("actsOnLooked(%q, %q) = %v, want %v", c.prev, c.text, got, c.want)
		}
	}
}
