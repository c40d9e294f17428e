package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestMadeThingWrite: a Chinese request to make one counted thing
// (记一个…事故) gets the write whose object that thing names, not the
// write on the object of the read the verb's gloss ("log") chose; a want
// with no count of what it makes keeps to the read's object.
func TestMadeThingWrite(t *testing.T) {
	byName := specsByName([]toolspec.Spec{
		{Name: "list_pump_logs", Description: "Pump logs by pump and date.", SideEffect: toolspec.Read},
		{Name: "log_pump_refill", Description: "Log a refill of a pump.", SideEffect: toolspec.Write},
		{Name: "raise_incident", Description: "Raise an incident for damage or injury.", SideEffect: toolspec.Write},
	})
	scores := []task.Score{{Tool: "list_pump_logs", Score: 0.23}, {Tool: "log_pump_refill", Score: 0.2}, {Tool: "raise_incident", Score: 0.15}}
	tests := []struct{ text, want string }{
		{"今天上午PMP-27倒车撞到了围栏，记一个财产损坏事故", "raise_incident"},
		{"今天上午PMP-27撞到了围栏，帮我记一下这个事故", "log_pump_refill"},
		{"我想开一个事故单", "raise_incident"},
		// Undoing or changing one counted thing makes none.
		{"我要撤销一个事故", "log_pump_refill"},
		{"我要改一个事故", "log_pump_refill"},
	}
	for _, tc := range tests {
		st := task.Subtask{Tool: "list_pump_logs", Scores: scores}
		wantedAction(&st, tc.text, tc.text, scores, byName)
		if st.Tool != tc.want {
			t.Errorf("wantedAction(%q) = %q, want %q", tc.text, st.Tool, tc.want)
		}
	}
}
