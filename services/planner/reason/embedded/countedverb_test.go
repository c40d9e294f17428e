package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanCountedVerbAsksForAction: a verb followed by a count of what it
// makes (补一张, 停发一次, 加开两场) asks for its action, so the write on
// the object the read was chosen for serves it; a count after a verb of
// looking, of having, or after a word of order still asks to be shown.
func TestPlanCountedVerbAsksForAction(t *testing.T) {
	cat := map[string]*toolspec.Spec{
		"list_access_badges": {Name: "list_access_badges", SideEffect: toolspec.Read},
		"issue_access_badge": {Name: "issue_access_badge", SideEffect: toolspec.Write},
	}
	scores := []task.Score{{Tool: "list_access_badges", Score: 0.3}, {Tool: "issue_access_badge", Score: 0.25}}
	for _, tc := range []struct{ text, want string }{
		{"E1002 的门禁卡丢了，补一张新的", "issue_access_badge"},
		{"下周一 E1002 的门禁卡停发一次", "issue_access_badge"},
		{"访客明天来，加开两张临时门禁卡", "issue_access_badge"},
		// Left alone: having, order and looking ask to be shown.
		{"E1002 有两张门禁卡", "list_access_badges"},
		{"E1002 上一张门禁卡的记录", "list_access_badges"},
		{"E1002 的门禁卡记录查一次", "list_access_badges"},
		{"E1002 昨天2张门禁卡的记录", "list_access_badges"},
		{"E1002 另一张门禁卡的记录", "list_access_badges"},
		{"这个月补两张门禁卡的员工都列出来", "list_access_badges"},
	} {
		st := task.Subtask{Tool: "list_access_badges"}
		wantedAction(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}

// TestCountedVerb: where the verb before a count begins, and the forms
// that hold none.
func TestCountedVerb(t *testing.T) {
	tests := []struct {
		text string
		verb string // "" for none
	}{
		{"给他补一张新卡", "补一张新卡"},
		{"下周一停收一次", "停收一次"},
		{"下午加派3辆大巴", "派3辆大巴"},
		// Left alone: having, totals, order, looking, no measure.
		{"他有3辆车", ""},
		{"一共两张", ""},
		{"上一期的通讯", ""},
		{"记录查一次", ""},
		{"5号泊位", ""},
		{"昨天3笔退款的明细", ""},
		{"全年12期的账单", ""},
		{"同一张卡上个月的消费", ""},
		{"另一台打印机的记录", ""},
	}
	for _, tc := range tests {
		at, ok := countedVerb(tc.text)
		got := ""
		if ok {
			got = tc.text[at:]
		}
		if got != tc.verb {
			t.Errorf("countedVerb(%q) = %q, want %q", tc.text, got, tc.verb)
		}
	}
}
