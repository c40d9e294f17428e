package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// reimbursementCatalog holds a decision write, the read that lists what
// it decides on and the write that files what it decides on.
func reimbursementCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "approve_reimbursement", Description: "Give the finance office's decision on a reimbursement request: approved or rejected.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"request_id":{"type":"string","pattern":"^RB-[0-9]{5}$"},"decision":{"type":"string","enum":["approved","rejected"]}},"required":["request_id","decision"]}`)},
		{Name: "list_reimbursements", Description: "List reimbursement requests by staff member and status (pending, approved, rejected).", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"request_id":{"type":"string","pattern":"^RB-[0-9]{5}$"},"status":{"type":"string","enum":["pending","approved","rejected"]}}}`)},
		{Name: "request_reimbursement", Description: "Enter a staff member's reimbursement request with its amount; it goes to the finance office for approval.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"staff_id":{"type":"string"},"amount":{"type":"number"}},"required":["staff_id","amount"]}`)},
	}
}

// TestPlanDecisionThenRequest: a decision the speaker states (我同意了)
// followed by a request softened with 一下 (给他批一下) asks for the
// write; the decision told alone is a fact to look up.
func TestPlanDecisionThenRequest(t *testing.T) {
	tests := []struct {
		goal  string
		tools []string
	}{
		{"RB-40512 的报销我同意了，在系统里给他批一下", []string{"approve_reimbursement"}},
		{"RB-40512 的报销我同意了，给他批一下", []string{"approve_reimbursement"}},
		{"RB-40512 的报销我同意了", []string{"list_reimbursements"}},
		{"RB-40512 的报销同意了，我看了一下", []string{"list_reimbursements"}},
		{"RB-40512 的报销我同意了，帮我看一下", []string{"list_reimbursements"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, reimbursementCatalog()); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
