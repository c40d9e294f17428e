package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// lectureDesk is a catalog with a read of one lecture, a write that sends
// its guests a message and a write that moves it.
func lectureDesk() []toolspec.Spec {
	id := `{"type":"string","description":"Lecture number, e.g. LEC-3307.","pattern":"^LEC-[0-9]{4}$"}`
	return []toolspec.Spec{
		{Name: "lecture_details", Description: "One lecture's room, speaker, start time and the guests signed up for it.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"lecture_id":` + id + `},"required":["lecture_id"]}`)},
		{Name: "ping_lecture_guests", Description: "Send an SMS or email to everyone signed up for a lecture.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"lecture_id":` + id + `,"channel":{"type":"string","enum":["sms","email"]},"message":{"type":"string"}},"required":["lecture_id","message"]}`)},
		{Name: "shift_lecture", Description: "Move a lecture to another room or start time.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"lecture_id":` + id + `,"room":{"type":"string"},"starts_at":{"type":"string","format":"date-time"}},"required":["lecture_id"]}`)},
	}
}

// TestPlanMessageAfterRead: a message asked for after a read (look the
// lecture up, then text its guests) is a step of its own, for the tool
// that sends it: a read sends no message. A message told to the asker, or
// a read alone, adds no send.
func TestPlanMessageAfterRead(t *testing.T) {
	checkGoalPlans(t, lectureDesk(), []goalPlan{
		{"看一下 LEC-3307 在哪个教室，查到之后 send 一条 SMS 告诉报名的人", []string{"lecture_details", "ping_lecture_guests"}},
		{"Pull up LEC-3307 and text the guests signed up that the speaker moved the start time", []string{"lecture_details", "ping_lecture_guests"}},
		{"Get me the room for LEC-3307 and text everyone signed up that the speaker is late", []string{"lecture_details", "ping_lecture_guests"}},
		// must leave alone
		{"Look up LEC-3307 and tell me which room it is in", []string{"lecture_details"}},
		{"LEC-3307 在哪个教室？", []string{"lecture_details"}},
		{"Move LEC-3307 to room 5 and text the guests", []string{"shift_lecture", "ping_lecture_guests"}},
	})
}
