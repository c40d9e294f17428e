package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestToolOfTheCurrentSpanKeepsIt: a tool that says it serves the year
// or month now running answers a need about this year or month itself,
// though it takes no date; last year, a month gone by or a week still go
// to the dated rival.
func TestToolOfTheCurrentSpanKeepsIt(t *testing.T) {
	span := func(now, dated, nowDesc string) []toolspec.Spec {
		return []toolspec.Spec{
			{Name: now, Description: nowDesc, SideEffect: toolspec.Read,
				Parameters: []byte(`{"type":"object","properties":{"id":{"type":"string"}}}`)},
			{Name: dated, Description: "The same over a period.", SideEffect: toolspec.Read,
				Parameters: []byte(`{"type":"object","properties":{"id":{"type":"string"},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}}}`)},
		}
	}
	year := specsByName(span("vacation_days_left", "vacation_requests", "Vacation days a volunteer has left for the current year."))
	month := specsByName(span("pantry_usage_now", "pantry_usage_history", "Food handed out by a pantry in the current month so far."))
	e := newEngine(t)
	tests := []struct {
		text, now, dated string
		keeps            bool
	}{
		{"V-204 今年还剩几天假", "vacation_days_left", "vacation_requests", true},
		{"How many vacation days does V-204 have left this year?", "vacation_days_left", "vacation_requests", true},
		{"How much food has the north pantry handed out this month?", "pantry_usage_now", "pantry_usage_history", true},
		{"北区食物站本月发了多少食物", "pantry_usage_now", "pantry_usage_history", true},
		// must leave alone
		{"V-204 去年还剩几天假", "vacation_days_left", "vacation_requests", false},
		{"How many vacation days did V-204 take last week?", "vacation_days_left", "vacation_requests", false},
		{"How much food did the north pantry hand out last month?", "pantry_usage_now", "pantry_usage_history", false},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			byName := year
			if _, ok := month[tc.now]; ok {
				byName = month
			}
			st := task.Subtask{Tool: tc.now, Scores: []task.Score{{Tool: tc.now, Score: 0.5}, {Tool: tc.dated, Score: 0.4}}}
			e.respectPeriod(&st, tc.text, &task.Task{}, byName)
			want := tc.dated
			if tc.keeps {
				want = tc.now
			}
			if st.Tool != want {
				t.Errorf("tool %q, want %q", st.Tool, want)
			}
		})
	}
}
