package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestToolOfTheCurrentYearKeepsIt: a tool that says it serves the year
// now running answers a need about this year itself, though it takes no
// date; last year, or a week of this one, still goes to the dated rival.
func TestToolOfTheCurrentYearKeepsIt(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "vacation_days_left", Description: "Vacation days a volunteer has left for the current year.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"volunteer_id":{"type":"string"}}}`)},
		{Name: "vacation_requests", Description: "A volunteer's vacation requests over a period.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"volunteer_id":{"type":"string"},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}}}`)},
	}
	byName := map[string]*toolspec.Spec{}
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	e := newEngine(t)
	tests := []struct{ text, want string }{
		{"V-204 今年还剩几天假", "vacation_days_left"},
		{"How many vacation days does V-204 have left this year?", "vacation_days_left"},
		// must leave alone
		{"V-204 去年还剩几天假", "vacation_requests"},
		{"How many vacation days did V-204 take last week?", "vacation_requests"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			st := task.Subtask{Tool: "vacation_days_left", Scores: []task.Score{{Tool: "vacation_days_left", Score: 0.5}, {Tool: "vacation_requests", Score: 0.4}}}
			e.respectPeriod(&st, tc.text, &task.Task{}, byName)
			if st.Tool != tc.want {
				t.Errorf("tool %q, want %q", st.Tool, tc.want)
			}
		})
	}
}

// TestToolOfTheCurrentMonthKeepsIt: the same for the month now running;
// a month gone by goes to the dated rival.
func TestToolOfTheCurrentMonthKeepsIt(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "pantry_usage_now", Description: "Food handed out by a pantry in the current month so far.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"pantry":{"type":"string"}}}`)},
		{Name: "pantry_usage_history", Description: "Food handed out by a pantry over a period.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"pantry":{"type":"string"},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}}}`)},
	}
	byName := map[string]*toolspec.Spec{}
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	e := newEngine(t)
	tests := []struct{ text, want string }{
		{"How much food has the north pantry handed out this month?", "pantry_usage_now"},
		{"北区食物站本月发了多少食物", "pantry_usage_now"},
		// must leave alone
		{"How much food did the north pantry hand out last month?", "pantry_usage_history"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			st := task.Subtask{Tool: "pantry_usage_now", Scores: []task.Score{{Tool: "pantry_usage_now", Score: 0.5}, {Tool: "pantry_usage_history", Score: 0.4}}}
			e.respectPeriod(&st, tc.text, &task.Task{}, byName)
			if st.Tool != tc.want {
				t.Errorf("tool %q, want %q", st.Tool, tc.want)
			}
		})
	}
}
