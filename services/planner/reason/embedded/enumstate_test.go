package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanReadStateWord: a read's status takes the value a glossed
// Chinese word names when the goal writes it as the state the things
// asked after are in (在维修, 在发酵); the same word as a noun's part or
// with no marker of a state is left alone.
func TestPlanReadStateWord(t *testing.T) {
	const (
		trucks  = `{"type":"object","properties":{"status":{"type":"string","enum":["available","on_job","maintenance","out_of_service"]}}}`
		batches = `{"type":"object","properties":{"status":{"type":"string","enum":["planned","brewing","fermenting","packaged"]}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"things in repair", "现在有哪些车在维修？", trucks, map[string]any{"status": "maintenance"}},
		{"batches fermenting", "现在有哪些批次在发酵？", batches, map[string]any{"status": "fermenting"}},
		// must leave alone: the word as a noun's part, or no state marked
		{"a repair ticket", "在维修单里查一下这辆车", trucks, map[string]any{}},
		{"the word alone", "维修过的车有哪些", trucks, map[string]any{}},
		{"a state denied", "哪些车不在维修？", trucks, map[string]any{}},
		{"a state denied with 没", "没在发酵的批次有哪些", batches, map[string]any{}},
		{"a state closed by 中", "哪些车在维修中的？", trucks, map[string]any{"status": "maintenance"}},
		{"a place named with 中心", "在维修中心的车有哪些", trucks, map[string]any{}},
		{"a time, not a state", "在发酵的时候温度过高的批次有哪些", batches, map[string]any{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := []toolspec.Spec{{Name: "list_things", Description: "List things.", Parameters: json.RawMessage(tc.params), SideEffect: toolspec.Read}}
			st := planGiven(t, e, tc.goal, cat)
			if !reflect.DeepEqual(st.Args, tc.want) {
				t.Errorf("args = %#v, want %#v", st.Args, tc.want)
			}
		})
	}
}
