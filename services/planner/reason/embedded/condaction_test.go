package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanConditionRunsIntoAction: a part whose condition runs on into a
// write's verb with no comma ("and if they failed put the lot on hold")
// is a step of its own that waits on the look before it; a part that is
// only a condition stays the look's.
func TestPlanConditionRunsIntoAction(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "list_lab_results", Description: "Lab results by lot, test type, pass/fail and date."},
		{Name: "set_lot_hold", Description: "Put a lot on hold (blocked from shipping and sale) or release it.", SideEffect: toolspec.Write},
		{Name: "request_lab_test", Description: "Ask the lab to run tests on a lot sample.", SideEffect: toolspec.Write},
		{Name: "get_lot", Description: "Full record of one lot: product, dates, lab status and shipping."},
		{Name: "vendor_contacts", Description: "Suppliers with their contact details."},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Check the chlorine results for LOT-88 and if they failed put the lot on hold", []string{"list_lab_results", "set_lot_hold"}},
		// Left alone: a condition the look is asked with.
		{"Show the lab results for LOT-88, if they failed", []string{"list_lab_results"}},
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

// TestGivensRunIntoAction: a condition that runs on into a write's verb
// before its object is no given the step before is asked with; one that
// only states values, or whose later words are no write's verb, is.
func TestGivensRunIntoAction(t *testing.T) {
	byName := map[string]*toolspec.Spec{
		"list_lab_results": {Name: "list_lab_results", Description: "Lab results by lot, test type, pass/fail and date."},
		"set_lot_hold":     {Name: "set_lot_hold", Description: "Put a lot on hold or release it.", SideEffect: toolspec.Write},
	}
	for text, want := range map[string]bool{
		"if they failed put the lot on hold":     false,
		"if the lot has a chlorine level of 0.8": true,
		"if they failed on the second test":      true,
	} {
		if got := givens(need{text: text, query: text}, byName); got != want {
			t.Errorf("givens(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestPlanImperativeAfterCondition: a condition a comma closes before a
// verb and its object waits on the look before it and asks for the write
// that verb's clause chooses, even a verb no write is named after; a
// condition followed only by a preposition's phrase stays the look's.
func TestPlanImperativeAfterCondition(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "get_fund_ledger", Description: "Ledger of one fund: spend to date, commitments and variance against its budget line."},
		{Name: "decide_refund_request", Description: "Accept or deny a pending refund request.", SideEffect: toolspec.Write},
		{Name: "list_refund_requests", Description: "Refund requests by state and date."},
		{Name: "vendor_contacts", Description: "Suppliers with their contact details."},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Look at the fund ledger for FND-2207 and if line 410 is overspent, deny RQ-88123.", []string{"get_fund_ledger", "decide_refund_request"}},
		// Left alone: what follows the condition's comma is no action.
		{"Look at the fund ledger for FND-2207 and if any, for the last month.", []string{"get_fund_ledger"}},
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
