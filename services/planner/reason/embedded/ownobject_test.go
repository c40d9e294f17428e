package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestForbiddenWriteAsksOwnRead: a goal that forbids the write on an
// identified object and asks about it instead asks for that object's own
// read, though its words scored it nothing and the identifier also opens
// the object's bill; a write the goal does not forbid is left to the
// words.
func TestForbiddenWriteAsksOwnRead(t *testing.T) {
	e := newEngine(t)
	id := objectSchema(`"booking_no":{"type":"string","pattern":"^BK[0-9]{6}$","description":"Booking number, e.g. BK100200."}`, `"booking_no"`)
	search := objectSchema(`"guest_name":{"type":"string","description":"Guest name."}`, ``)
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "fetch_stay", Description: "Room, dates and rate on record.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "fetch_stay_bill", Description: "Charges and payments on a booking's bill.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "search_stays", Description: "Find bookings by guest name: when each guest is arriving.", SideEffect: toolspec.Read, Parameters: search},
		{Name: "cancel_stay", Description: "Cancel a booking.", SideEffect: toolspec.Write, Parameters: id},
	} {
		byName[s.Name] = &s
	}
	// The scores kept name no read of the booking itself.
	scores := []task.Score{{Tool: "cancel_stay", Score: 0.71}, {Tool: "search_stays", Score: 0.41}}
	tests := []struct{ text, want string }{
		{"Don't cancel BK100200 yet — just tell me when the guest is arriving", "fetch_stay"},
		{"先别取消 BK100200，告诉我客人什么时候到", "fetch_stay"},
		{"Has BK100200 been cancelled? Tell me when the guest is arriving", "search_stays"},
	}
	for _, tc := range tests {
		st := task.Subtask{Tool: "cancel_stay", Scores: scores}
		e.respectIntent(&st, tc.text, tc.text, false, byName)
		if st.Tool != tc.want {
			t.Errorf("respectIntent(%q) = %q, want %q", tc.text, st.Tool, tc.want)
		}
	}
}
