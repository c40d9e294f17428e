package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestWantedVerbNamesItsWrite: an English verb a Chinese need asks for
// (帮 M-10023 register 一下) names the write called by it, not another
// write on the object its noun (registrations) shares.
func TestWantedVerbNamesItsWrite(t *testing.T) {
	props := `"member_id":{"type":"string","pattern":"^M-[0-9]{5}$","description":"Member number."},` +
		`"class_code":{"type":"string","pattern":"^[A-Z]{3,5}-[0-9]{3}$","description":"Class code."}`
	params := func(required string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{` + props + `},"required":[` + required + `]}`)
	}
	cat := []toolspec.Spec{
		{Name: "list_registrations", Description: "Registrations: the classes a member is registered on, or the members registered on a class.", SideEffect: toolspec.Read, Parameters: params("")},
		{Name: "drop_registration", Description: "Take a member off a class's registration list.", SideEffect: toolspec.Write, Parameters: params(`"member_id","class_code"`)},
		{Name: "register_member", Description: "Put a member on a class for the season.", SideEffect: toolspec.Write, Parameters: params(`"member_id","class_code"`)},
		{Name: "get_member", Description: "A member's profile.", SideEffect: toolspec.Read, Parameters: params(`"member_id"`)},
	}
	tests := []planCase{
		{"English verb among Chinese", "帮 M-10023 register 一下 YOGA-101", []string{"register_member"}},
		{"the noun's own write", "帮 M-10023 drop 一下 YOGA-101", []string{"drop_registration"}},
	}
	checkPlans(t, cat, tests)
}
