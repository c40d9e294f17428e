package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func stepsCatalog() []toolspec.Spec {
	id := json.RawMessage(`{"type":"object","properties":{"ticket_id":{"type":"string","pattern":"^TK-[0-9]{4}$"}},"required":["ticket_id"]}`)
	open := json.RawMessage(`{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^CU-[0-9]{4}$"},"subject":{"type":"string"}},"required":["customer_id"]}`)
	desk := json.RawMessage(`{"type":"object","properties":{"desk_code":{"type":"string","pattern":"^D[0-9]-[0-9]{3}$"},"date":{"type":"string","format":"date"}},"required":["desk_code"]}`)
	book := json.RawMessage(`{"type":"object","properties":{"desk_code":{"type":"string","pattern":"^D[0-9]-[0-9]{3}$"},"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}},"required":["desk_code","start_time"]}`)
	return []toolspec.Spec{
		{Name: "get_ticket", Description: "Get a support ticket: its state, its amount, whether the customer replied.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "refund_ticket", Description: "Refund a support ticket's payment. 给工单退款", SideEffect: toolspec.Write, Parameters: id},
		{Name: "close_ticket", Description: "Close a support ticket. 关闭工单", SideEffect: toolspec.Write, Parameters: id},
		{Name: "open_ticket", Description: "Open a new support ticket for a customer. 给客户开新工单", SideEffect: toolspec.Write, Parameters: open},
		{Name: "get_desk_bookings", Description: "Show the bookings of a desk for one day, with its free gaps.", SideEffect: toolspec.Read, Parameters: desk},
		{Name: "book_desk", Description: "Book a desk for a time window. 预订工位", SideEffect: toolspec.Write, Parameters: book},
	}
}

// A clause that asks to look its object up, followed by a write on the
// same object, is two steps; a write alone, or a read alone, is one.
func TestPlanReadThenWrite(t *testing.T) {
	tests := []struct {
		goal string
		want []string
		// dep is set when the last step must wait on the one before.
		dep bool
	}{
		{"Look up ticket TK-1234 and refund it", []string{"get_ticket", "refund_ticket"}, false},
		{"Pull up TK-1234 and close it if the customer never replied", []string{"get_ticket", "close_ticket"}, true},
		{"D2-105 今天都被谁订了？如果下午3点到5点空着就帮我订下来", []string{"get_desk_bookings", "book_desk"}, true},
		{"关闭工单 TK-1234，然后给客户 CU-0042 开一个新工单", []string{"close_ticket", "open_ticket"}, false},
		// Negatives: one step each.
		{"Refund ticket TK-1234", []string{"refund_ticket"}, false},
		{"Close ticket TK-1234", []string{"close_ticket"}, false},
		{"Look up ticket TK-1234", []string{"get_ticket"}, false},
		{"the amount and the state of ticket TK-1234", []string{"get_ticket"}, false},
	}
	e := newEngine(t)
	cat := stepsCatalog()
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, cat)
			steps := p.Subtasks[:len(p.Subtasks)-1]
			var got []string
			for _, st := range steps {
				got = append(got, st.Tool)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("tools %v, want %v; plan %+v", got, tc.want, steps)
			}
			last := steps[len(steps)-1]
			if dep := len(steps) > 1 && slices.Contains(last.DependsOn, steps[len(steps)-2].ID); dep != tc.dep {
				t.Errorf("last step depends on the one before = %v, want %v; plan %+v", dep, tc.dep, steps)
			}
		})
	}
}
