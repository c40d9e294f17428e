package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanConditionalActionTakesWrite: an action that waits on the step
// before (如果超过100块就把卡冻结) acts on what that step looked at, so the
// write its verb names serves it even where its words chose a read; an
// action that only asks to be told keeps no write.
func TestPlanConditionalActionTakesWrite(t *testing.T) {
	card := `{"type":"object","properties":{"card_id":{"type":"string","pattern":"^CD-[0-9]{4}$"},"reason":{"type":"string"}},"required":["card_id"]}`
	cat := []toolspec.Spec{
		{Name: "show_pass", Description: "Details of one member card: holder, status and limits.",
			Parameters: json.RawMessage(card), SideEffect: toolspec.Read},
		{Name: "fines_on_pass", Description: "Fines owed on one member card.",
			Parameters: json.RawMessage(card), SideEffect: toolspec.Read},
		{Name: "freeze_member_pass", Description: "Freeze a member card so it cannot be used, with a reason.",
			Parameters: json.RawMessage(card), SideEffect: toolspec.Write},
		{Name: "list_branches", Description: "Lists the branches.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"查一下 CD-1234 的罚款，如果超过100块就把卡冻结", []string{"fines_on_pass", "freeze_member_pass"}},
		{"先查一下 CD-1234 这张卡的罚款还欠多少，欠得多的话就把卡冻结", []string{"fines_on_pass", "freeze_member_pass"}},
		{"查一下 CD-1234 的罚款，超过100块的话把这张卡冻结掉", []string{"fines_on_pass", "freeze_member_pass"}},
		{"看看 CD-1234 的卡的状态，有问题的话就冻结", []string{"show_pass", "freeze_member_pass"}},
		// Left alone: the action asks to be told, not to act.
		{"查一下 CD-1234 的罚款，如果超过100块就告诉我", []string{"fines_on_pass"}},
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
