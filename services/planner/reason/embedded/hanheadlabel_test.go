package embedded

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
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
		{"a 的 before the head", "收一批货，800袋，这次的批号是SDL250612", "SDL250612"},
		{"another noun names none", "收一批货，800袋，单号SDL250612，入总库", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := []toolspec.Spec{{Name: "take_in_goods", Description: "Take in goods.", Parameters: json.RawMessage(params), SideEffect: toolspec.Write}}
			st := planGiven(t, e, tc.goal, cat)
			if got, _ := st.Args["lot"].(string); got != tc.want {
				t.Errorf("lot = %q, want %q (args %#v)", got, tc.want, st.Args)
			}
		})
	}
}

// TestPlanHanHeadLabelJoined: a label's head noun joined to another word
// (原批号) names another code, which the label's parameter does not take.
func TestPlanHanHeadLabelJoined(t *testing.T) {
	const params = `{"type":"object","properties":{"lot":{"type":"string","description":"生产批号"},"line":{"type":"string","description":"产线代码"},"memo":{"type":"string","description":"备注"}},"required":["lot"]}`
	e := newEngine(t)
	goal := "记录漏液问题：生产批号SDL250612，原批号SDL250601已作废"
	tk, err := e.Parse(context.Background(), goal, nil)
	if err != nil {
		t.Fatal(err)
	}
	cat := []toolspec.Spec{
		{Name: "note_lot_fault", Description: "Record a quality issue for a production lot", Parameters: json.RawMessage(params), SideEffect: toolspec.Write},
		{Name: "move_worker", Description: "Move an employee to another department", Parameters: json.RawMessage(`{"type":"object","properties":{"emp":{"type":"string","description":"员工工号"},"dept":{"type":"string","description":"目标部门"}},"required":["emp","dept"]}`), SideEffect: toolspec.Write},
	}
	p, err := e.Plan(context.Background(), reason.NewRun(tk, nil), cat)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range p.Subtasks {
		if st.Args["lot"] == "SDL250601" {
			t.Errorf("a step takes the former lot: %#v", st.Args)
		}
	}
	if got := p.Subtasks[0].Args["lot"]; got != "SDL250612" {
		t.Errorf("lot = %v, want SDL250612", got)
	}
}
