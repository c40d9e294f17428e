package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestMessageContentBidding: a clause that bids the message's audience do
// something (记得带上门禁卡, don't forget to …) after the message's text
// goes on with that text; the same clause with no message text before
// it, or a bidding clause that names a record of its own, stands alone.
func TestMessageContentBidding(t *testing.T) {
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
		{"bidding after the text", []intent{step("给 oak_park 发个通知", "send_notice"), step("提醒住户明早停电", "send_fee_reminder"), step("记得提前储水", "send_fee_reminder")}, []string{"send_notice"}},
		{"English bidding", []intent{step("send an app notice to oak_park", "send_notice"), step("tell residents the lifts stop at noon", "send_fee_reminder"), step("don't forget to take the stairs", "send_fee_reminder")}, []string{"send_notice"}},
		{"no text before it", []intent{step("给 oak_park 发个通知", "send_notice"), step("记得提前储水", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
		{"a bill of its own", []intent{step("给 oak_park 发个通知", "send_notice"), step("提醒住户明早停电", "send_fee_reminder"), step("记得催 FB-448120 交费", "send_fee_reminder")}, []string{"send_notice", "send_fee_reminder"}},
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
