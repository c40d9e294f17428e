package embedded

import (
	"context"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPlanWholeRequestNearTie: a goal of one need whose best tool has a
// twin that scores as well (two job boards) is not left without a tool
// for want of a lead: its whole request meets the length-scaled
// threshold.
func TestPlanWholeRequestNearTie(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "job_board", Description: "Search jobs by country and field.", SideEffect: toolspec.Read},
		{Name: "jobs_finder", Description: "Search jobs by country and salary.", SideEffect: toolspec.Read},
		{Name: "weather", Description: "Current weather and forecast for a city.", SideEffect: toolspec.Read},
	}
	e := newEngine(t)
	goal := "I am searching for jobs in Japan related to finance and accounting."
	if got := planTools(t, e, goal, cat); !slices.Equal(got, []string{"job_board"}) {
		run, _ := planOver(t, e, goal, cat)
		sc, _ := e.Score(context.Background(), reason.NewRun(run, nil), &task.Subtask{Description: goal}, cat)
		t.Errorf("tools %v, want [job_board]; scores %v", got, sc)
	}
}

// TestPlanSpreadRequestNearTie: a goal whose clauses propose several
// needs, none of which a tool serves on its own, is one request spread
// over them: its whole words meet the threshold a one-need goal's do.
func TestPlanSpreadRequestNearTie(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "job_board", Description: "Search jobs by country and field.", SideEffect: toolspec.Read},
		{Name: "jobs_finder", Description: "Search jobs by country and salary.", SideEffect: toolspec.Read},
		{Name: "weather", Description: "Current weather and forecast for a city.", SideEffect: toolspec.Read},
	}
	e := newEngine(t)
	goal := "I need jobs in finance or accounting. Could you search for them in Japan?"
	if got := planTools(t, e, goal, cat); !slices.Equal(got, []string{"job_board"}) {
		run, _ := planOver(t, e, goal, cat)
		sc, _ := e.Score(context.Background(), reason.NewRun(run, nil), &task.Subtask{Description: goal}, cat)
		t.Errorf("tools %v, want [job_board]; scores %v", got, sc)
	}
}

// TestPlanDetailsDroppedNearTie: a goal whose parts chose tools only as
// details (a statement of interest, a question of where to look), each
// below the threshold and so dropped, is one request spread over its
// clauses: its whole words meet the threshold a one-need goal's do.
func TestPlanDetailsDroppedNearTie(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "library", Description: "Energy news and articles.", SideEffect: toolspec.Read},
		{Name: "browser", Description: "Browse the web for content and comprehensive pages.", SideEffect: toolspec.Read},
		{Name: "weather", Description: "Current weather and forecast for a city.", SideEffect: toolspec.Read},
	}
	e := newEngine(t)
	goal := "I'm interested in learning about renewable energy sources. Where can I find comprehensive information on this topic?"
	if got := planTools(t, e, goal, cat); !slices.Equal(got, []string{"library"}) {
		run, _ := planOver(t, e, goal, cat)
		sc, _ := e.Score(context.Background(), reason.NewRun(run, nil), &task.Subtask{Description: goal}, cat)
		t.Errorf("tools %v, want [library]; scores %v", got, sc)
	}
}
