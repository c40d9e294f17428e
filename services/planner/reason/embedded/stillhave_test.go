package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanStillHaveAsksWhatIsLeft: 还有 X 吗 and 还有没有 X ask whether any
// X is left: the tool that tells what is free or left serves them, not
// the one that prices or lists X. 还有哪些 and 还有多少 ask which or how
// many, not whether.
func TestPlanStillHaveAsksWhatIsLeft(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "find_free_meeting_rooms", Description: "Meeting rooms free to book in one building for a time: which rooms are left and how many seats each has.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"building":{"type":"string"},"start":{"type":"string","format":"date-time"}},"required":[]}`)},
		{Name: "get_meeting_room_prices", Description: "Hourly price of a meeting room per day over a period.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"building":{"type":"string"},"start_date":{"type":"string","format":"date"}},"required":[]}`)},
		{Name: "list_meeting_rooms_by_state", Description: "Meeting rooms of one building in a cleaning or repair state.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"building":{"type":"string"},"state":{"type":"string","enum":["clean","dirty","out_of_order"]}},"required":[]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"A栋明天下午还有会议室吗", []string{"find_free_meeting_rooms"}},
		{"A栋明天下午还有没有会议室", []string{"find_free_meeting_rooms"}},
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
