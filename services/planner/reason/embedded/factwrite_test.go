package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestToldFactWrite gives a need that tells of something and then asks,
// in a sentence of its own, for an action on "it" the one write whose
// name opens with that verb, though the told words scored no tool.
func TestToldFactWrite(t *testing.T) {
	site := objectSchema(`"site":{"type":"string","enum":["north_gate","south_gate"]}`, `"site"`)
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "log_incident", Description: "Record a security incident at a site.", SideEffect: toolspec.Write, Parameters: site},
		{Name: "show_incidents", Description: "Security incidents by site and status.", SideEffect: toolspec.Read, Parameters: site},
		{Name: "create_badge", Description: "Create a visitor badge.", SideEffect: toolspec.Write, Parameters: site},
		{Name: "create_shift", Description: "Create a guard shift.", SideEffect: toolspec.Write, Parameters: site},
	} {
		byName[s.Name] = &s
	}
	scores := []task.Score{{Tool: "show_incidents", Score: 0.08}, {Tool: "log_incident", Score: 0.07}, {Tool: "create_badge", Score: 0.05}, {Tool: "create_shift", Score: 0.04}}
	const fact = "A courier at the north gate says the man at the barrier shouted at him. "
	tests := []struct{ name, text, want string }{
		{"log it", fact + "Log it as high severity.", "log_incident"},
		{"sentences joined", "A courier at the north gate says the man at the barrier shouted at him, Log it as high severity.", "log_incident"},
		{"a verb two writes open with", fact + "Create it now.", ""},
		{"a verb of looking", fact + "Check it.", ""},
		{"no pronoun", fact + "Log the weather too.", ""},
		{"a question", fact + "Why would he shout?", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := task.Subtask{}
			toldFactWrite(&st, tc.text, tc.text, scores, byName)
			if st.Tool != tc.want {
				t.Errorf("toldFactWrite(%q) = %q, want %q", tc.text, st.Tool, tc.want)
			}
		})
	}
}
