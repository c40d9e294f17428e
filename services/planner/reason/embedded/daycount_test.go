package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestDayCountReadKeepsSpan: a read that takes the days of a window as
// their count (within_days) carries a span of days ahead itself, so a
// dated rival does not take the need from it; a read whose days count a
// threshold (min_days_late) still gives way.
func TestDayCountReadKeepsSpan(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	cat := dayCountCat()
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	e := newEngine(t)
	text := "Which rental agreements end in the next 30 days?"
	tests := []struct{ tool, rival, want string }{
		{"agreements_ending", "invoice_list", "agreements_ending"},
		{"deposits_due", "invoice_list", "deposits_due"},
		// must leave alone
		{"late_payers", "invoice_list", "invoice_list"},
		{"long_stays", "invoice_list", "invoice_list"},
	}
	for _, tc := range tests {
		t.Run(tc.tool, func(t *testing.T) {
			st := task.Subtask{Tool: tc.tool, Scores: []task.Score{{Tool: tc.tool, Score: 0.4}, {Tool: tc.rival, Score: 0.3}}}
			e.respectPeriod(&st, text, &task.Task{}, byName)
			if st.Tool != tc.want {
				t.Errorf("tool %q, want %q", st.Tool, tc.want)
			}
		})
	}
}

// dayCountCat is a catalog of agreements ending in a window, tenants late
// by some days, and invoices over a period.
func dayCountCat() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "agreements_ending", Description: "Rental agreements that end soon.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"within_days":{"type":"integer","description":"Window in days from today."}}}`)},
		{Name: "late_payers", Description: "Tenants late with their rent agreements.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"min_days_late":{"type":"integer"}}}`)},
		{Name: "deposits_due", Description: "Rental agreements whose deposit falls due soon.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"due_in_days":{"type":"integer"}}}`)},
		{Name: "long_stays", Description: "Rental agreements of long stays.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"duration_in_days":{"type":"integer"}}}`)},
		{Name: "invoice_list", Description: "Invoices of rental agreements over a period.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}}}`)},
	}
}
