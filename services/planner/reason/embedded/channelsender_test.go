package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// yogaStudio is a catalog whose one sender names its channels (SMS, app
// push) but no word a request to text someone uses, beside reads and
// writes that share the words of what the message says.
func yogaStudio(senders ...toolspec.Spec) []toolspec.Spec {
	id := `{"type":"string","description":"Class number, e.g. YC-2231.","pattern":"^YC-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "get_yoga_class", Description: "One yoga class: teacher, room, start time and who is booked on it.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"class_id":` + id + `},"required":["class_id"]}`)},
		{Name: "move_yoga_class", Description: "Move a yoga class to another room or start time.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"class_id":` + id + `,"room":{"type":"string"},"starts_at":{"type":"string","format":"date-time"}},"required":["class_id"]}`)},
		{Name: "class_roster", Description: "List the bookings of a class or of a student.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"class_id":` + id + `}}`)},
	}
	return append(cat, senders...)
}

// smsSender sends by SMS or app push; mailSender by email only.
var (
	smsSender = toolspec.Spec{Name: "notify_students", Description: "Send a notice to students by SMS or app push.", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{"student_ids":{"type":"array","items":{"type":"string"}},"channel":{"type":"string","enum":["sms","push"]},"body":{"type":"string"}},"required":["body"]}`)}
	mailSender = toolspec.Spec{Name: "mail_students", Description: "Send a newsletter message to students by email.", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{"student_ids":{"type":"array","items":{"type":"string"}},"body":{"type":"string"}},"required":["body"]}`)}
)

// TestPlanTextGoesToChannelSender: a step that asks to text someone,
// whose words no sender shares ("text everyone on it that the class now
// starts at 7"), is served by the catalog's one sender that offers SMS,
// not dropped into the step before it. A sender that offers another
// channel only, or two that offer SMS, leave the step to its words.
func TestPlanTextGoesToChannelSender(t *testing.T) {
	checkGoalPlans(t, yogaStudio(smsSender), []goalPlan{
		{"List the bookings of YC-2231 and text everyone booked that the class now starts at 7", []string{"class_roster", "notify_students"}},
	})
	// must leave alone
	checkGoalPlans(t, yogaStudio(mailSender), []goalPlan{
		{"List the bookings of YC-2231 and text everyone booked that the class now starts at 7", []string{"class_roster"}},
	})
	staffSMS := toolspec.Spec{Name: "page_teachers", Description: "Send an SMS page to the teachers on duty.", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{"body":{"type":"string"}},"required":["body"]}`)}
	checkGoalPlans(t, yogaStudio(smsSender, staffSMS), []goalPlan{
		{"List the bookings of YC-2231 and text everyone booked that the class now starts at 7", []string{"class_roster"}},
	})
}
