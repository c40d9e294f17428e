package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestYearReadKeepsYear: a read that takes a year's number carries a
// period of that year itself (this year, 今年), so a dated rival does not
// take the need from it; a span within the year that does not start it
// (last week) still goes to the dated rival.
func TestYearReadKeepsYear(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	cat := []toolspec.Spec{
		{Name: "grant_funds_left", Description: "What is left of a club's grant funds.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"club":{"type":"string"},"budget_year":{"type":"integer","minimum":2020}}}`)},
		{Name: "club_outings", Description: "A club's outings over a period.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"club":{"type":"string"},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}}}`)},
	}
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	e := newEngine(t)
	tests := []struct{ text, want string }{
		{"How much of the chess club's grant funds is left this year?", "grant_funds_left"},
		{"今年象棋社的经费还剩多少？", "grant_funds_left"},
		// must leave alone
		{"How much of the chess club's grant funds went last week?", "club_outings"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			st := task.Subtask{Tool: "grant_funds_left", Scores: []task.Score{{Tool: "grant_funds_left", Score: 0.4}, {Tool: "club_outings", Score: 0.3}}}
			e.respectPeriod(&st, tc.text, &task.Task{}, byName)
			if st.Tool != tc.want {
				t.Errorf("tool %q, want %q", st.Tool, tc.want)
			}
		})
	}
}
