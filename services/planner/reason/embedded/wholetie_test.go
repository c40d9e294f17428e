package embedded

import (
	"context"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanWholeRequestNearTie: a request whose best tool has a twin that
// scores as well is not left without a tool for want of a lead: its whole
// words meet the length-scaled threshold of a one-need goal.
func TestPlanWholeRequestNearTie(t *testing.T) {
	jobs := []toolspec.Spec{
		{Name: "job_board", Description: "Search jobs by country and field.", SideEffect: toolspec.Read},
		{Name: "jobs_finder", Description: "Search jobs by country and salary.", SideEffect: toolspec.Read},
		{Name: "weather", Description: "Current weather and forecast for a city.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		name, goal string
		cat        []toolspec.Spec
		want       string
	}{
		// A goal of one need (two job boards).
		{"one need", "I am searching for jobs in Japan related to finance and accounting.", jobs, "job_board"},
		// A goal whose clauses propose several needs, none of which a
		// tool serves on its own: one request spread over them.
		{"spread over clauses", "I need jobs in finance or accounting. Could you search for them in Japan?", jobs, "job_board"},
		// A goal whose parts chose tools only as details (a statement of
		// interest, a question of where to look), each below the
		// threshold and so dropped.
		{"details dropped", "I'm interested in learning about renewable energy sources. Where can I find comprehensive information on this topic?", []toolspec.Spec{
			{Name: "library", Description: "Energy news and articles.", SideEffect: toolspec.Read},
			{Name: "browser", Description: "Browse the web for content and comprehensive pages.", SideEffect: toolspec.Read},
			{Name: "weather", Description: "Current weather and forecast for a city.", SideEffect: toolspec.Read},
		}, "library"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEngine(t)
			if got := planTools(t, e, tc.goal, tc.cat); !slices.Equal(got, []string{tc.want}) {
				run, _ := planOver(t, e, tc.goal, tc.cat)
				sc, _ := e.Score(context.Background(), reason.NewRun(run, nil), &task.Subtask{Description: tc.goal}, tc.cat)
				t.Errorf("tools %v, want [%s]; scores %v", got, tc.want, sc)
			}
		})
	}
}
