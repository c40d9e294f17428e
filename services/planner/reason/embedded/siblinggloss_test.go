package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanArgsSiblingGloss reads an enum the description of which glosses
// none of its values through the glosses another tool gives a parameter
// of the same name holding every one of its values.
func TestPlanArgsSiblingGloss(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "line_totals", Description: "Usage totals of a line by kind of usage.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"usage_type":{"type":"string","enum":["data","voice","sms","all"],"description":"data (流量), voice (通话), sms (短信), or all."}`, ``)},
		{Name: "line_sessions", Description: "Usage records, one per session, of a line by kind of usage.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"usage_type":{"type":"string","enum":["data","voice","sms"],"description":"data, voice or sms."},"kind":{"type":"string","enum":["prepaid","postpaid"],"description":"prepaid or postpaid."}`, ``)},
	}
	e := newEngine(t)
	for _, tc := range []struct {
		goal string
		want map[string]any
	}{
		{"查一下这条线昨天的通话 sessions", map[string]any{"usage_type": "voice"}},
		{"查一下这条线昨天的 sessions", map[string]any{}},
	} {
		_, p := planOver(t, e, tc.goal, cat)
		got := argsOf(p, "line_sessions")
		delete(got, "start_time")
		delete(got, "end_time")
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: line_sessions args = %v, want %v (plan %+v)", tc.goal, got, tc.want, p.Subtasks)
		}
	}
}
