package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanChangeRequestNoRead: a request to set something to a value
// (把 X 调到 Y, "set X to Y") is no read's call in a catalog that marks
// its writes; with no write for it, the plan calls nothing. A catalog
// that marks no writes says nothing of what its tools change.
func TestPlanChangeRequestNoRead(t *testing.T) {
	slip := toolspec.Spec{Name: "get_wage_slip", Description: "One staff member's wage slip for a month: salary, bonus, deductions and net pay.", SideEffect: toolspec.Read,
		Parameters: []byte(`{"type":"object","properties":{"staff_id":{"type":"string","pattern":"^S[0-9]{5}$"},"month":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}$"}},"required":["staff_id","month"]}`)}
	payments := toolspec.Spec{Name: "list_bank_payments", Description: "List outgoing bank payments by date and payee.", SideEffect: toolspec.Read,
		Parameters: []byte(`{"type":"object","properties":{"payee":{"type":"string"}}}`)}
	approve := toolspec.Spec{Name: "approve_bank_payment", Description: "Approve an outgoing bank payment waiting for sign-off.", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{"payment_id":{"type":"string","pattern":"^BP-[0-9]{6}$"}},"required":["payment_id"]}`)}
	marked := []toolspec.Spec{slip, payments, approve}
	unmarked := []toolspec.Spec{slip, payments}
	tests := []struct {
		goal  string
		cat   []toolspec.Spec
		tools []string
	}{
		{"帮我把 S55120 的 salary 调到 30k", marked, nil},
		{"Set the salary of S55120 to 30k", marked, nil},
		{"把 S55120 三月的工资单改一下", marked, nil},
		{"S55120 2026-03 的 salary 是多少", marked, []string{"get_wage_slip"}},
		{"帮我把 S55120 的 salary 调到 30k", unmarked, []string{"get_wage_slip"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, tc.cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
