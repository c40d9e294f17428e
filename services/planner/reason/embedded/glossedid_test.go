package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanIdentifierNamedByItsGloss: a tool that requires an identifier
// the goal does not write is still served when the goal names what the
// identifier stands for by the gloss the parameter's description gives
// it (AG-014 (Chen Jing)); a name the description glosses with no code
// serves nothing.
func TestPlanIdentifierNamedByItsGloss(t *testing.T) {
	agent := `{"type":"string","description":"Agent: AG-007 (Zhao Min, team lead), AG-014 (Chen Jing, senior agent), AG-021 (Wang Lei, trainee).","pattern":"^AG-[0-9]{3}$"}`
	cat := []toolspec.Spec{
		{Name: "get_agent_diary", Description: "An agent's visits, calls and blocked time for one day.", WhenToUse: "Is an agent free, what is on someone's diary.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"agent_id":` + agent + `,"date":{"type":"string","format":"date"}},"required":["agent_id","date"]}`)},
		{Name: "list_viewings", Description: "Property viewings booked, by agent and date range.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"agent_id":` + agent + `,"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}}}`)},
		{Name: "log_commission", Description: "Record a commission earned on a closed sale.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"agent_id":` + agent + `,"amount":{"type":"number"}},"required":["agent_id","amount"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Is Chen Jing free on Friday afternoon?", []string{"get_agent_diary"}},
		// No agent named: the diary serves nobody's day.
		{"Is anyone free on Friday afternoon?", nil},
		{"Is Li Ming free on Friday afternoon?", nil},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
