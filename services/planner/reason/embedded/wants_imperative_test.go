package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestImperativeAsksForTheWrite: an English need that opens with a verb no
// tool is named after, followed straight by an amount or an identifier
// (credit 300 points to …, credit M-10023 with …), asks for the write on
// the object when its words fit the write and the read alike; a verb of
// looking, a word the read is described with or a question still asks for
// the read.
func TestImperativeAsksForTheWrite(t *testing.T) {
	props := `"member_id":{"type":"string","pattern":"^M-[0-9]{5}$","description":"Member number."},` +
		`"points":{"type":"integer","description":"How many to add; a negative number takes away."},` +
		`"reason":{"type":"string","description":"Why the points change."}`
	params := func(required string) json.RawMessage { return objectSchema(props, required) }
	cat := []toolspec.Spec{
		{Name: "read_member_points", Description: "One member's points balance: the points a member has, tier and the points that expire soon.", SideEffect: toolspec.Read, Parameters: params(`"member_id"`)},
		{Name: "adjust_member_points", Description: "Add or take away a member's points, with the reason.", SideEffect: toolspec.Write, Parameters: params(`"member_id","points","reason"`)},
		{Name: "list_stores", Description: "Stores of the chain and their opening hours.", SideEffect: toolspec.Read},
	}
	tests := []planCase{
		{"an amount after the verb", "Credit 300 points to member M-10023 for the late delivery", []string{"adjust_member_points"}},
		{"a look stays one", "Check the reward points of member M-10023", []string{"read_member_points"}},
		{"an identifier after the verb", "Credit M-10023 with 300 points as an apology", []string{"adjust_member_points"}},
		{"a question", "Did we credit 300 points to member M-10023 for the late delivery?", []string{"read_member_points"}},
		{"the read's own word", "Balance M-10023 reward points", []string{"read_member_points"}},
		{"fetching is looking", "Fetch M-10023 reward points", []string{"read_member_points"}},
		{"pulling is looking", "Pull M-10023 reward points for me", []string{"read_member_points"}},
	}
	checkPlans(t, cat, tests)
}

// TestWantedVerbContracted: "I'd like to …" wants an action as "I would
// like to …" does; what follows is the wanted verb.
func TestWantedVerbContracted(t *testing.T) {
	tests := []struct {
		text, want string
		ok         bool
	}{
		{"I'd like to enrol M-10023 on YOGA-101", "enrol M-10023 on YOGA-101", true},
		{"We’d like to book a room", "book a room", true},
		{"I would like to see my bill", "see my bill", true},
		{"Id like to know", "", false},
	}
	for _, tc := range tests {
		if got, ok := wantedVerb(tc.text); got != tc.want || ok != tc.ok {
			t.Errorf("wantedVerb(%q) = %q, %v; want %q, %v", tc.text, got, ok, tc.want, tc.ok)
		}
	}
}
