package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanUnservedIdentifier: a tool that requires an identifier of its
// own shape, which the goal does not write, and that fits the goal only
// by a request word or two ("order", "send … email") plans no call; with
// the identifier written, or its record's own words in the goal, it stays.
func TestPlanUnservedIdentifier(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "get_requisition_order", Description: "Look up one requisition order: supplier, lines, total, delivery date, approval and receiving status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"req_no":{"type":"string","description":"Requisition number, e.g. RQ-2024-00731.","pattern":"^RQ-[0-9]{4}-[0-9]{5}$"}},"required":["req_no"]}`)},
		{Name: "email_statement", Description: "Email a month's account statement as an encrypted PDF to the customer's email or another address.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"account":{"type":"string","description":"Account number, e.g. AC55120.","pattern":"^AC[0-9]{5}$"},"month":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}$"}},"required":["account","month"]}`)},
		{Name: "find_free_desks", Description: "Find hot desks free for a day, by floor and zone.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"floor":{"type":"string"},"zone":{"type":"string"}}}`)},
		{Name: "lookup_staff", Description: "Search the staff directory by name, department or title.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"name":{"type":"string"},"department":{"type":"string"}}}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Order sushi for the whole team", nil},
		{"给所有客户发一封春节放假通知邮件", nil},
		{"What is the delivery date of requisition order RQ-2024-00731?", []string{"get_requisition_order"}},
		{"Look up the requisition order's supplier, total, delivery date and receiving status", []string{"get_requisition_order"}},
		{"把 AC61877 的 2026-03 对账单发到客户邮箱", []string{"email_statement"}},
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
