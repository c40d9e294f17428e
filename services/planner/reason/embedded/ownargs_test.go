package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestKeepOwnArgs: a part whose tool the whole goal changed (a look at
// test results that becomes the release it conditions) keeps only the
// arguments its new tool has a parameter for, none of the look's dates,
// and leaves the map it was given as it was.
func TestKeepOwnArgs(t *testing.T) {
	hold := &toolspec.Spec{Name: "set_lot_hold", Description: "Put a lot on hold or release it.", SideEffect: toolspec.Write,
		Parameters: objectSchema(`"lot":{"type":"string"},"action":{"type":"string","enum":["hold","release"]}`, `"lot","action"`)}
	byName := map[string]*toolspec.Spec{"set_lot_hold": hold}
	looked := map[string]any{"lot": "LT-204", "date_from": "2025-06-17", "date_to": "2025-06-17"}
	st := task.Subtask{Tool: "set_lot_hold", Args: looked}
	keepOwnArgs(&st, byName)
	if want := map[string]any{"lot": "LT-204"}; !reflect.DeepEqual(st.Args, want) {
		t.Errorf("args %v, want %v", st.Args, want)
	}
	if len(looked) != 3 {
		t.Errorf("the given map changed: %v", looked)
	}
	// Left alone: arguments the tool takes.
	own := task.Subtask{Tool: "set_lot_hold", Args: map[string]any{"lot": "LT-204", "action": "release"}}
	keepOwnArgs(&own, byName)
	if len(own.Args) != 2 {
		t.Errorf("own args dropped: %v", own.Args)
	}
}
