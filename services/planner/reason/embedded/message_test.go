package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestMessageContentJoinsStep: a clause that tells the audience of a
// message the step before sends (…发个通知，提醒住户明早停电) is that
// message's text, not a reminder of another tool, and so is a clause
// after that text bidding the audience do something (记得提前储水, don't
// forget to …); a clause that names a record of its own, comes next in
// turn, or bids with no message text before it, is a step of its own.
func TestMessageContentJoinsStep(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	for _, s := range propertyLike() {
		byName[s.Name] = &s
	}
	step := func(text, tool string) intent {
		return intent{texts: []string{text}, queries: []string{""}, st: task.Subtask{Tool: tool}}
	}
	tests := []struct {
		name  string
		in    []intent
		tools []string
	}{
		{"content of the notice", []intent{step("今天傍晚6点给 oak_park 发个 SMS notice", "send_notice"), step("提醒住户明早停电", "send_fee_reminder")}, []string{"send_notice"}},
		{"English content", []intent{step("send an app notice to oak_park", "send_notice"), step("remind residents the water is off tomorrow", "send_fee_reminder")}, []string{"send_notice"}},
		{"a bill of its own", []intent{step("给 oak_park 发个通知", "send_notice"), step("提醒 FB-448120 的住户交费", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
		{"after a step that sends no message", []intent{step("查一下 FB-448120", "send_fee_reminder"), step("提醒住户交费", "send_notice")}, []string{"send_fee_reminder", "send_notice"}},
		{"bidding after the text", []intent{step("给 oak_park 发个通知", "send_notice"), step("提醒住户明早停电", "send_fee_reminder"), step("记得提前储水", "send_fee_reminder")}, []string{"send_notice"}},
		{"English bidding", []intent{step("send an app notice to oak_park", "send_notice"), step("tell residents the lifts stop at noon", "send_fee_reminder"), step("don't forget to take the stairs", "send_fee_reminder")}, []string{"send_notice"}},
		{"no text before it", []intent{step("给 oak_park 发个通知", "send_notice"), step("记得提前储水", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
		{"clauses after a colon", []intent{step("给 oak_park 发个通知：明早停电", "send_notice"), {texts: []string{"电梯也停", "但水照常供应"}, queries: []string{"", ""}, st: task.Subtask{Tool: "send_fee_reminder"}}}, []string{"send_notice"}},
		{"a bill of its own after a colon", []intent{step("给 oak_park 发个通知：明早停电", "send_notice"), step("再查下 FB-448120 交了没", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
		{"a time's colon opens no text", []intent{step("给 oak_park 发个通知明天10:30开会", "send_notice"), step("查一下明天的场地安排", "member_card")}, []string{"send_notice", "member_card"}},
		{"a link's colon opens no text", []intent{step("给 oak_park 发个链接 https://club.example/join", "send_notice"), step("查一下明天的场地安排", "member_card")}, []string{"send_notice", "member_card"}},
		{"a colon with no text after it", []intent{step("给 oak_park 发个通知：", "send_notice"), step("电梯也停", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
		{"a bill of its own after the text", []intent{step("给 oak_park 发个通知", "send_notice"), step("提醒住户明早停电", "send_fee_reminder"), step("记得催 FB-448120 交费", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, x := range messageContent(tc.in, byName) {
				got = append(got, x.st.Tool)
			}
			if !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}

// propertyLike is a catalog with a notice to every resident and a
// reminder of one bill.
func propertyLike() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "send_notice", Description: "Send a notice to all residents of an estate: water or power cuts, maintenance, events.", SideEffect: toolspec.Write,
			Parameters: json.RawMessage(`{"type":"object","properties":{"estate":{"type":"string","enum":["oak_park","river_view"]},"message":{"type":"string","description":"Notice text."},"channel":{"type":"string","enum":["app","sms"]}},"required":["estate","message"]}`)},
		{Name: "send_fee_reminder", Description: "Send the resident of a fee bill a reminder of the amount due.", WhenToUse: "The user asks to remind or chase residents, e.g. about a fee bill.", SideEffect: toolspec.Write,
			Parameters: json.RawMessage(`{"type":"object","properties":{"bill_id":{"type":"string","pattern":"^FB-[0-9]{6}$"},"channel":{"type":"string","description":"How to send it: sms, wechat or email.","enum":["sms","wechat","email"]}},"required":["bill_id"]}`)},
	}
}
