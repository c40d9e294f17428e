package embedded

import (
	"cmp"
	"context"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestRespectIDWeakCode moves a planned read to the read that requires a
// code whose pattern fixes no letter (six capitals) when the words right
// before the code name its parameter, and leaves the read alone when
// nothing names the code, another code follows the name, the name is in
// another clause or denied, or the capitals are an acronym.
func TestRespectIDWeakCode(t *testing.T) {
	ref := `"ref":{"type":"string","pattern":"^[A-Z]{6}$","description":"Reservation code (PNR, 订票编号), six letters."}`
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "fetch_ferry_booking", Description: "One ferry reservation by its code: sailings, travellers, vehicles.", SideEffect: toolspec.Read,
			Parameters: objectSchema(ref, `"ref"`)},
		{Name: "search_ferry_bookings", Description: "Search reservations by traveller name or phone.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"traveller":{"type":"string","description":"Traveller name."},"phone":{"type":"string","pattern":"^\\+[0-9]{8,15}$"}`, ``)},
		{Name: "shift_ferry_booking", Description: "Move a reservation to another sailing.", SideEffect: toolspec.Write,
			Parameters: objectSchema(ref+`,"sailing":{"type":"string"}`, `"ref","sailing"`)},
		{Name: "broadcast_sailing_notice", Description: "Send a notice to one reservation or to a whole sailing.", SideEffect: toolspec.Write,
			Parameters: objectSchema(ref+`,"sailing":{"type":"string"}`, `"sailing"`)},
	} {
		byName[s.Name] = &s
	}
	tests := []struct{ name, text, goal, want string }{
		{"the parameter's name before it", "Pull up PNR TRWXQZ for me", "", "fetch_ferry_booking"},
		{"a description word and a colon", "Show reservation: TRWXQZ", "", "fetch_ferry_booking"},
		{"a number word", "what's on reservation number TRWXQZ", "", "fetch_ferry_booking"},
		{"Chinese, an English name", "帮我看看 PNR TRWXQZ 的情况", "", "fetch_ferry_booking"},
		{"Chinese, a Han name and 为", "查一下订票编号为 TRWXQZ 的行程", "", "fetch_ferry_booking"},
		{"a phone only another need writes", "Pull up PNR TRWXQZ", "Pull up PNR TRWXQZ, then text +4915112345678 the new times", "fetch_ferry_booking"},
		{"no name before it", "Who is travelling as TRWXQZ", "", "search_ferry_bookings"},
		{"another code after the name", "PNR XK TRWXQZ travellers", "", "search_ferry_bookings"},
		{"the name in another clause", "Check the PNR, then TRWXQZ travellers", "", "search_ferry_bookings"},
		{"a denied name", "find the traveller, not PNR TRWXQZ", "", "search_ferry_bookings"},
		{"an acronym", "send it to HR ASAP STRIKE travellers", "", "search_ferry_bookings"},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := task.Subtask{Tool: "search_ferry_bookings"}
			goal := cmp.Or(tc.goal, tc.text)
			run := reason.NewRun(&task.Task{Goal: goal}, nil)
			e.respectID(context.Background(), run, &st, tc.text, goal, nil, byName)
			if st.Tool != tc.want {
				t.Errorf("respectID(%q) = %q, want %q", tc.text, st.Tool, tc.want)
			}
		})
	}
}
