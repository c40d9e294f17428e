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
	params := memberClassSchema
	cat := []toolspec.Spec{
		{Name: "list_registrations", Description: "Registrations: the classes a member is registered on, or the members registered on a class.", SideEffect: toolspec.Read, Parameters: params("")},
		{Name: "drop_registration", Description: "Take a member off a class's registration list.", SideEffect: toolspec.Write, Parameters: params(`"member_id","class_code"`)},
		{Name: "register_member", Description: "Put a member on a class for the season.", SideEffect: toolspec.Write, Parameters: params(`"member_id","class_code"`)},
		{Name: "lookup_member", Description: "A member's profile.", SideEffect: toolspec.Read, Parameters: params(`"member_id"`)},
	}
	tests := []planCase{
		{"English verb among Chinese", "帮 M-10023 register 一下 YOGA-101", []string{"register_member"}},
		{"the noun's own write", "帮 M-10023 drop 一下 YOGA-101", []string{"drop_registration"}},
	}
	checkPlans(t, cat, tests)
}

// TestNoLongerCallsOff: 不开了 / 不要了 say the thing will no longer
// happen, which the object's cancelling write does.
func TestNoLongerCallsOff(t *testing.T) {
	id := `"meeting_id":{"type":"string","pattern":"^MT-[0-9]{5}$","description":"Meeting number."}`
	params := json.RawMessage(`{"type":"object","properties":{` + id + `},"required":["meeting_id"]}`)
	cat := []toolspec.Spec{
		{Name: "get_meeting", Description: "Look up one meeting by its number: room, start, length and speakers.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "cancel_meeting", Description: "Call off a session; its room is released and attendees are told.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "list_rooms", Description: "Rooms of the building.", SideEffect: toolspec.Read},
	}
	tests := []planCase{
		{"不开了", "MT-20311 这个会议不开了，主讲人病了", []string{"cancel_meeting"}},
		{"不要了", "MT-20311 这个会议不要了", []string{"cancel_meeting"}},
		{"a question stays one", "MT-20311 这个会议在哪个房间", []string{"get_meeting"}},
	}
	checkPlans(t, cat, tests)
}

func TestNoLonger(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"这场考试不考了", true},
		{"预订不要了", true},
		{"这个车位不需要了", true},
		{"准备得差不多了", false},
		{"时间不早了", false},
		{"不要取消", false},
	}
	for _, tc := range tests {
		if got := noLonger(tc.text); got != tc.want {
			t.Errorf("noLonger(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestOpeningVerbNamesItsWrite: an English need that opens with the verb
// a write is named after asks for that action, in whatever sentence it
// stands and however its verb is spelt (enrol, enroll); a verb of looking
// opens a question.
func TestOpeningVerbNamesItsWrite(t *testing.T) {
	params := memberClassSchema
	cat := []toolspec.Spec{
		{Name: "list_enrolments", Description: "Enrolments: the classes a member is enrolled on, or the members enrolled on a class.", SideEffect: toolspec.Read, Parameters: params("")},
		{Name: "enroll_member", Description: "Put a member on a class for the season.", SideEffect: toolspec.Write, Parameters: params(`"member_id","class_code"`)},
		{Name: "lookup_member", Description: "A member's profile.", SideEffect: toolspec.Read, Parameters: params(`"member_id"`)},
	}
	tests := []planCase{
		{"after a question", "Check whether M-10023 is enrolled on YOGA-101, and if not, enrol them", []string{"list_enrolments", "enroll_member"}},
		{"a look stays one", "Check the enrolments of M-10023", []string{"list_enrolments"}},
	}
	checkPlans(t, cat, tests)
}
