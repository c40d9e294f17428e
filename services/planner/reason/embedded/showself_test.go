package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanSentToSelfToSee reads a request to have something sent to the
// speaker to look at (发我看看) as one to be shown it: it asks about
// state, so no write that sends things serves it.
func TestPlanSentToSelfToSee(t *testing.T) {
	class := objectSchema(`"class_code":{"type":"string","pattern":"^G[0-9]{2}-[0-9]{2}$","description":"Class code."}`, `"class_code"`)
	cat := []toolspec.Spec{
		{Name: "get_lesson_timetable", Description: "Lessons of one class for a week.", SideEffect: toolspec.Read, Parameters: class},
		{Name: "send_class_notice", Description: "Send a notice (发通知) to the parents of one class: timetable (课表) changes, trips, holidays.", SideEffect: toolspec.Write, Parameters: class},
	}
	checkPlans(t, cat, []planCase{
		{"发我看看", "G12-03 下个月的课表发我看看", []string{"get_lesson_timetable"}},
		{"发给我看一下", "把 G11-05 的课表发给我看一下", []string{"get_lesson_timetable"}},
		{"sent to others", "把 G11-05 的放假通知发给家长", []string{"send_class_notice"}},
	})
}

// TestAsksStateLookingEndsAClause reads a clause that ends in looking
// (按周分开看看) as a request to be shown something.
func TestAsksStateLookingEndsAClause(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"上个月的 takings 按周分开看看，只要冷冻", true},
		{"把上个月的退货单拉出来看一下吧", true},
		{"看看能不能把订单取消", true},
		{"把订单取消，再通知客户", false},
	}
	for _, tc := range tests {
		if got := asksState(tc.text); got != tc.want {
			t.Errorf("asksState(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
