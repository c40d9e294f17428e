package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanVerbBeforeGeiActs: a Chinese need that opens with a verb and
// 给 (推送给四川地区的用户) asks to send to whom 给 names, though it ends
// in a noun after 的: it is the write that sends, not a read of what was
// sent. What was sent to the asker (发给我的推送) is a thing to show.
func TestPlanVerbBeforeGeiActs(t *testing.T) {
	story := `{"type":"string","description":"Story number, e.g. ST-1234567.","pattern":"^ST-[0-9]{7}$"}`
	cat := []toolspec.Spec{
		{Name: "label_story", Description: "Add labels to a story.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"story_id":` + story + `,"labels":{"type":"array","items":{"type":"string"}}},"required":["story_id","labels"]}`)},
		{Name: "send_story_alert", Description: "Send a push alert about a story to app users, optionally only those in one region.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"story_id":` + story + `,"region":{"type":"string","description":"Region of the users to reach."}},"required":["story_id"]}`)},
		{Name: "push_alert_stats", Description: "Opens and reach of push alerts sent to app users.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"story_id":` + story + `}}`)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"ST-0462001 加上“地震”“应急”两个标签，然后推送给四川地区的用户", []string{"label_story", "send_story_alert"}},
		// must leave alone
		{"ST-0462001 加上“地震”“应急”两个标签", []string{"label_story"}},
	})
	byName := map[string]*toolspec.Spec{}
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	scores := []task.Score{{Tool: "send_story_alert", Score: 0.31}, {Tool: "push_alert_stats", Score: 0.11}}
	for _, tc := range []struct{ text, want string }{
		{"推送给四川地区的用户", "send_story_alert"},
		{"然后转给值班的编辑", "send_story_alert"},
		// must leave alone
		{"我们的推送的打开率", "push_alert_stats"},
		{"四川地区的推送", "push_alert_stats"},
	} {
		st := task.Subtask{Tool: "send_story_alert"}
		if unaskedWrite(&st, tc.text, tc.text, scores, byName); st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}
