package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// travelClaimCatalog holds a decision write and the reads beside it.
func travelClaimCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "approve_travel_claim", Description: "Give the finance office's decision on a travel claim: approved or rejected.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"claim_id":{"type":"string","pattern":"^EC-[0-9]{5}$"},"decision":{"type":"string","enum":["approved","rejected"]}},"required":["claim_id","decision"]}`)},
		{Name: "list_travel_claims", Description: "List travel claims by staff member and status (pending, approved, rejected).", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"claim_id":{"type":"string","pattern":"^EC-[0-9]{5}$"},"status":{"type":"string","enum":["pending","approved","rejected"]}}}`)},
		{Name: "get_test_calendar", Description: "The exam timetable: which exam is held in which week, day and room.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"week":{"type":"string","format":"date"}}}`)},
		{Name: "show_staff_rota", Description: "The staff roster: who works which shift, and who is on leave.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"week":{"type":"string","format":"date"}}}`)},
	}
}

// TestPlanDecisionVerb: a request that opens with a verb of deciding
// (decline, deny, turn down) is the write that records the decision as
// a value its name does not give (approve_…, decision: rejected); asked
// as a question, or told done, it is still a look.
func TestPlanDecisionVerb(t *testing.T) {
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Decline travel claim EC-40530", []string{"approve_travel_claim"}},
		{"Turn down travel claim EC-40530", []string{"approve_travel_claim"}},
		{"Deny travel claim EC-40530", []string{"approve_travel_claim"}},
		{"Decline travel claim EC-40530, the team is short of hands during the audit week", []string{"approve_travel_claim"}},
		{"Decline the travel claims, the team is short of hands during the audit week", nil},
		{"Was travel claim EC-40530 declined?", []string{"list_travel_claims"}},
		{"List the declined travel claims", []string{"list_travel_claims"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, travelClaimCatalog()); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}

// TestDecisionWriteWithNoToolChosen: with no tool chosen, as when the
// reason given with a request draws its words elsewhere, the write that
// records the decision serves a need that names its object by the
// identifier the write requires, and no other.
func TestDecisionWriteWithNoToolChosen(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	cat := travelClaimCatalog()
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	scores := []task.Score{{Tool: "get_test_calendar", Score: 0.10}, {Tool: "approve_travel_claim", Score: 0.09}, {Tool: "list_travel_claims", Score: 0.06}}
	tests := []struct{ text, tool string }{
		{"Decline travel claim EC-40530 — we're short-staffed during exam week", "approve_travel_claim"},
		{"Decline the travel claims — we're short-staffed during exam week", ""},
		{"Check travel claim EC-40530 — we're short-staffed during exam week", ""},
	}
	for _, tc := range tests {
		st := task.Subtask{Description: tc.text}
		decisionWrite(&st, tc.text, tc.text, scores, byName)
		if st.Tool != tc.tool {
			t.Errorf("%s: tool %q, want %q", tc.text, st.Tool, tc.tool)
		}
	}
}
