package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanFirstThenSteps: a part the goal says to do first, before a
// next one (先查…，再…; first …, then …), is a step of its own, though
// the whole goal's words choose another read.
func TestPlanFirstThenSteps(t *testing.T) {
	term := `"term":{"type":"string","description":"School term: 2024_autumn, 2025_spring, 2025_autumn (the current term).","enum":["2024_autumn","2025_spring","2025_autumn"]}`
	student := `"student_id":{"type":"string","description":"Student number as on the student card, e.g. S2310457."}`
	cat := []toolspec.Spec{
		{Name: "fee_bills_list", Description: "List tuition and fee bills by student, term and status: amount, due day and what is outstanding.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + student + `,` + term + `,"status":{"type":"string","description":"Bill status: unpaid, paid, overdue.","enum":["unpaid","paid","overdue"]}}}`)},
		{Name: "list_aid_applications", Description: "List grant applications by student, award, term and status (pending, approved, rejected).", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + student + `,"award":{"type":"string","description":"Award: merit, need_based.","enum":["merit","need_based"]},` + term + `,"status":{"type":"string","description":"pending, approved, rejected.","enum":["pending","approved","rejected"]}}}`)},
		{Name: "submit_grant_application", Description: "File an application for a grant on a student's behalf for the current term.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + student + `,"award":{"type":"string","description":"Award: merit (奖学金, academic excellence), need_based (助学金, family hardship).","enum":["merit","need_based"]}},"required":["student_id","award"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"先查一下 S2288106 这学期欠了哪些费，再帮他申请助学金", []string{"fee_bills_list", "submit_grant_application"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			got := planTools(t, e, tc.goal, cat)
			slices.Sort(got)
			if !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
