package embedded

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanHanHeadLabel: a code written right after the head noun of a
// parameter's short Chinese label goes to that parameter; a code after
// another noun does not.
func TestPlanHanHeadLabel(t *testing.T) {
	const params = `{"type":"object","properties":{"lot":{"type":"string","description":"生产批号"},"memo":{"type":"string","description":"备注"}}}`
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, want string
	}{
		{"the head noun names the code", "收一批货，800袋，批号SDL250612，入总库", "SDL250612"},
		{"another noun names none", "收一批货，800袋，单号SDL250612，入总库", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			tk.Subtasks = []task.Subtask{{ID: "given", Description: tc.goal, Kind: task.KindTool, Tool: "take_in_goods"}}
			cat := []toolspec.Spec{{Name: "take_in_goods", Description: "Take in goods.", Parameters: json.RawMessage(params), SideEffect: toolspec.Write}}
			p, err := e.Plan(context.Background(), reason.NewRun(tk, nil), cat)
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := p.Subtasks[0].Args["lot"].(string); got != tc.want {
				t.Errorf("lot = %q, want %q (args %#v)", got, tc.want, p.Subtasks[0].Args)
			}
		})
	}
}
