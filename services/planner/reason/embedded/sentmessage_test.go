package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// seminarDesk is a catalog with a write that sends attendees a message,
// writes whose words a message's content shares, a write that notifies
// by itself, reads, and a read of the messages sent.
func seminarDesk() []toolspec.Spec {
	id := `{"type":"string","description":"Seminar number, e.g. SEM-4821.","pattern":"^SEM-[0-9]{4}$"}`
	return []toolspec.Spec{
		{Name: "relocate_seminar", Description: "Move a seminar to another hall or start time.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"seminar_id":` + id + `,"hall":{"type":"string","description":"New hall."},"starts_at":{"type":"string","format":"date-time"}},"required":["seminar_id"]}`)},
		{Name: "ping_seminar_attendees", Description: "Send an SMS or email to everyone registered for a seminar.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"seminar_id":` + id + `,"channel":{"type":"string","enum":["sms","email"]},"message":{"type":"string"}},"required":["seminar_id","message"]}`)},
		{Name: "call_off_seminar", Description: "Call off a seminar; registered attendees are notified automatically.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"seminar_id":` + id + `},"required":["seminar_id"]}`)},
		{Name: "seminar_schedule", Description: "List seminars with their hall, start time and registered attendees.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"seminar_id":` + id + `,"hall":{"type":"string"}}}`)},
		{Name: "seminar_message_log", Description: "Show the messages sent to a seminar's attendees and whether each was delivered.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"seminar_id":` + id + `}}`)},
		{Name: "enrol_seminar_guest", Description: "Register a guest for a seminar by name and mobile number.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"seminar_id":` + id + `,"guest_name":{"type":"string"},"mobile":{"type":"string","pattern":"^1[3-9][0-9]{9}$"}},"required":["seminar_id","guest_name"]}`)},
	}
}

// TestPlanMessageSentBySender: a need that asks to send someone a message
// (email everyone registered …, tell the attendees, 给 … 发条短信) is
// served by the write that sends messages, though what the message says
// (that the seminar moved) or whom it goes to shares more words with
// another tool; after another action it is a step of its own, unless that
// action's write notifies by itself. A need told to the asker (tell me),
// or a message word used as a noun, asks for no message; a request with
// no message keeps its own write.
func TestPlanMessageSentBySender(t *testing.T) {
	checkGoalPlans(t, seminarDesk(), []goalPlan{
		{"Email everyone registered for SEM-4821 that the seminar moved to hall B at 3pm.", []string{"ping_seminar_attendees"}},
		{"Text everyone booked on SEM-4821 that the seminar was moved to hall B", []string{"ping_seminar_attendees"}},
		{"Move SEM-4821 to hall B and tell the attendees about the new hall", []string{"relocate_seminar", "ping_seminar_attendees"}},
		{"Move SEM-4821 to hall B, then text the attendees that the seminar moved", []string{"relocate_seminar", "ping_seminar_attendees"}},
		{"给 SEM-4821 报名的人发条短信，说研讨会改到B厅了", []string{"ping_seminar_attendees"}},
		{"Move SEM-4821 to hall B and tell the attendees", []string{"relocate_seminar", "ping_seminar_attendees"}},
		// must leave alone
		{"Move SEM-4821 to hall B", []string{"relocate_seminar"}},
		{"Tell me which hall SEM-4821 is in", []string{"seminar_schedule"}},
		{"Call off SEM-4821 and notify the attendees", []string{"call_off_seminar"}},
		{"Register Wang Fang for SEM-4821, mobile 13912345678", []string{"enrol_seminar_guest"}},
		{"Message log for SEM-4821", []string{"seminar_message_log"}},
		{"查一下 SEM-4821 发短信的记录", []string{"seminar_message_log"}},
	})
}

// TestAsksToSend: which needs ask to send someone a message.
func TestAsksToSend(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Email everyone registered for SEM-4821", true},
		{"text the owner that the results are in", true},
		{"and tell customer care", true},
		{"let the attendees know", true},
		{"send her an SMS reminder", true},
		{"给 SEM-4821 的学员发条短信", true},
		{"查到之后 send 一条 SMS 告诉他", true},
		{"告诉计费中心重新核查", true},
		{"再发个公告告诉大家研讨会改到B厅了", true},
		{"发布一条公告", true},
		{"然后发封感谢邮件", true},
		{"用短信通知今天所有订了座的客人", true},
		{"通过邮件告知申请人材料齐了", true},
		{"再给学员发条提醒短信", true},
		// must leave alone
		{"tell me which hall it is in", false},
		{"Email address of the organiser", false},
		{"告诉我这个研讨会在哪个厅", false},
		{"send SEM-4821 to hall B", false},
		{"textbooks for the seminar", false},
		{"SMS delivery status for SEM-4821", false},
		{"Message log for SEM-4821", false},
		{"查一下 SEM-4821 发短信的记录", false},
		{"查一下 SEM-4821 发公告的记录", false},
		{"查一下 SEM-4821 发封感谢邮件的记录", false},
		{"查一下 SEM-4821 的发货通知", false},
		{"查一下研发个人消息中心的进度", false},
		{"用短信通知我", false},
		{"公告栏上写了 SEM-4821 改到B厅", false},
		{"通知单 SEM-4821 上写了什么", false},
		{"通知说 SEM-4821 改到B厅了", false},
		{"告知书 SEM-4821 的内容", false},
		{"Message from the organiser says SEM-4821 moved", false},
		{"Email from a guest asks which hall SEM-4821 is in", false},
		{"Notify the team when SEM-4821 is full", false},
		{"Let me know where SEM-4821 is held", false},
		{"Tell the attendees when SEM-4821 starts", true},
		{"学员发邮件问 SEM-4821 在哪个厅", false},
		{"给学员发邮件说 SEM-4821 改到B厅了", true},
	}
	for _, tc := range tests {
		if got := asksToSend(tc.text); got != tc.want {
			t.Errorf("asksToSend(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
