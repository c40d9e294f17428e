package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanShowRequestPicksRead: a request to be shown something (show,
// 查看, 看一下) asks about state, as a question does: between a read and a
// write tool on the same object it picks the read, even when the object's
// words favour the write; a request to act keeps the write.
func TestPlanShowRequestPicksRead(t *testing.T) {
	ticket := `{"type":"object","properties":{"ticket_id":{"type":"string","pattern":"^T-[0-9]{4}$"},"assignee":{"type":"string"}},"required":["ticket_id"]}`
	cat := []toolspec.Spec{
		{Name: "get_ticket", Description: "Details of one support ticket: status and history.",
			Parameters: json.RawMessage(ticket), SideEffect: toolspec.Read},
		{Name: "reassign_ticket", Description: "Reassign a support ticket to another assignee; the ticket's assignee and queue change.",
			Parameters: json.RawMessage(ticket), SideEffect: toolspec.Write},
		{Name: "list_queues", Description: "Lists support queues.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Show the assignee of ticket T-1234", []string{"get_ticket"}},
		{"查看工单 T-1234 的 assignee", []string{"get_ticket"}},
		{"Reassign ticket T-1234 to another assignee", []string{"reassign_ticket"}},
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
