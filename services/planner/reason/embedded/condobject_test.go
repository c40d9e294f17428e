package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanConditionalWriteOnLookedObject: an action that waits on a read
// (有空着的会议室的话订上) acts on what the read looked at, so a write on
// another object whose verb the action does not say gives way to the
// write on the looked-at object whose verb it does say; a write the
// action names by its verb stays.
func TestPlanConditionalWriteOnLookedObject(t *testing.T) {
	member := `{"type":"object","properties":{"member_id":{"type":"string","pattern":"^M[0-9]{5}$"}},"required":["member_id"]}`
	room := `{"type":"object","properties":{"room_id":{"type":"string","pattern":"^RM-[0-9]{2}$"},"member_id":{"type":"string","pattern":"^M[0-9]{5}$"},"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}},"required":["room_id","member_id","start_time"]}`
	timed := `{"type":"object","properties":{"member_id":{"type":"string","pattern":"^M[0-9]{5}$"},"pickup_date":{"type":"string","format":"date"}},"required":["member_id"]}`
	cat := []toolspec.Spec{
		{Name: "rooms_free_check", Description: "Which meeting rooms are free on a day.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"date":{"type":"string","format":"date"}}}`), SideEffect: toolspec.Read},
		{Name: "reserve_meeting_room", Description: "Hold a room for a member.",
			Parameters: json.RawMessage(room), SideEffect: toolspec.Write},
		{Name: "create_member_order", Description: "Place a supplies order for a member. Stock is reserved until pickup.",
			Parameters: json.RawMessage(timed), SideEffect: toolspec.Write},
		{Name: "message_member", Description: "Send a member a message.",
			Parameters: json.RawMessage(member), SideEffect: toolspec.Write},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"先看看明天有没有空着的会议室，有的话给M01234订上，明早8点到晚上8点", []string{"rooms_free_check", "reserve_meeting_room"}},
		// Left alone: the action names its own write's verb.
		{"先看看明天有没有空着的会议室，有的话给M01234发个消息", []string{"rooms_free_check", "message_member"}},
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
