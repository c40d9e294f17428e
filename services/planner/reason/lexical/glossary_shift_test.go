package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryWorkingAndEnding: who works (上班) finds a rota of shifts,
// and ending something early (提前结束) the tool that ends it.
func TestGlossaryWorkingAndEnding(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "rota", Description: "Shifts of a depot for a period, with role, start and end times."},
		{Name: "stop_campaign", Description: "End a running campaign now."},
		{Name: "campaigns", Description: "Campaigns by depot and status, with dates and budget."},
		{Name: "staff_card", Description: "One staff member's card: role, depot and phone."},
	}
	tests := []selectCase{
		{"周六都有谁上班", "rota"},
		{"这个活动提前结束吧", "stop_campaign"},
	}
	checkSelects(t, cat, tests)
}
