package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestDecisionVerbIsTheValue: an English need opening with a verb that is
// itself a value of a write's required decision ("reject KP-1234", decision:
// approve or reject) gets that write over the read of the same object the
// reason given chose; when a tool's name opens with that verb, the verb
// names that tool, and the decision write is left alone.
func TestDecisionVerbIsTheValue(t *testing.T) {
	id := `"permit_id":{"type":"string","pattern":"^KP-[0-9]{4}$"}`
	read := toolspec.Spec{Name: "show_kiln_permit", Description: "One kiln permit: site, dates, safety report status.", SideEffect: toolspec.Read,
		Parameters: []byte(`{"type":"object","properties":{` + id + `},"required":["permit_id"]}`)}
	settle := toolspec.Spec{Name: "settle_kiln_permit", Description: "Approve or reject a kiln permit request.", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{` + id + `,"decision":{"type":"string","enum":["approve","reject"]},"note":{"type":"string"}},"required":["permit_id","decision"]}`)}
	own := toolspec.Spec{Name: "reject_kiln_permit", Description: "Turn a kiln permit down.", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{` + id + `},"required":["permit_id"]}`)}
	text := "reject KP-1234 - their safety report shows no extinguisher"
	scores := []task.Score{{Tool: read.Name, Score: 0.27}, {Tool: settle.Name, Score: 0.26}}
	tests := []struct {
		specs []toolspec.Spec
		want  string
	}{
		{[]toolspec.Spec{read, settle}, "settle_kiln_permit"},
		{[]toolspec.Spec{read, settle, own}, "show_kiln_permit"},
	}
	for _, tc := range tests {
		byName := map[string]*toolspec.Spec{}
		for i := range tc.specs {
			byName[tc.specs[i].Name] = &tc.specs[i]
		}
		st := task.Subtask{Tool: read.Name, Scores: scores}
		decisionWrite(&st, text, text, scores, byName)
		if st.Tool != tc.want {
			t.Errorf("with %d tools: decisionWrite(%q) = %q, want %q", len(tc.specs), text, st.Tool, tc.want)
		}
	}
}
