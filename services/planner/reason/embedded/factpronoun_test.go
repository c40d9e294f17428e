package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestToldFactThenPronounRequestIsAWrite: a need that tells of something
// and then asks for an action on "it" asks for the leading write, though
// the told words favour a read; a look on "it", a question, or a fact
// with no request keeps the read.
func TestToldFactThenPronounRequestIsAWrite(t *testing.T) {
	cat := map[string]*toolspec.Spec{
		"list_guest_notes": {Name: "list_guest_notes", SideEffect: toolspec.Read},
		"open_lift_fault":  {Name: "open_lift_fault", SideEffect: toolspec.Write},
		"text_front_desk":  {Name: "text_front_desk", SideEffect: toolspec.Write},
	}
	scores := []task.Score{{Tool: "list_guest_notes", Score: 0.3}, {Tool: "open_lift_fault", Score: 0.11}, {Tool: "text_front_desk", Score: 0.03}}
	for _, tc := range []struct{ text, want string }{
		{"A guest says the lift on floor 3 keeps stopping. Please record it.", "open_lift_fault"},
		{"A guest says the lift on floor 3 keeps stopping, note that please", "open_lift_fault"},
		// Left alone: a look, a question, a fact alone.
		{"A guest says the lift on floor 3 keeps stopping. Please check it.", "list_guest_notes"},
		{"A guest says the lift on floor 3 keeps stopping. Did anyone log it?", "list_guest_notes"},
		{"A guest says the lift on floor 3 keeps stopping.", "list_guest_notes"},
		{"A guest says the lift on floor 3 keeps stopping. Forget it.", "list_guest_notes"},
		{"A guest says the lift on floor 3 keeps stopping. Explain that.", "list_guest_notes"},
		{"A guest says the lift on floor 3 keeps stopping. Monitor it.", "list_guest_notes"},
		{"A guest says the lift on floor 3 keeps stopping, watch that please", "list_guest_notes"},
	} {
		st := task.Subtask{Tool: "list_guest_notes"}
		toldFactWrite(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}
