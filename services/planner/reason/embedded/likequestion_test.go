package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanLikeQuestionUnasked: a question of what a thing is like for
// what it is asked for, the thing being one no tool speaks of, plans no
// tool, though a tool fits what it is asked for; one about a thing a tool
// speaks of keeps that tool, and so does one with no for-phrase, though
// the tool names the thing in other words.
func TestPlanLikeQuestionUnasked(t *testing.T) {
	obj := []byte(`{"type":"object","properties":{"kind":{"type":"string","enum":["fun_run","gala"]}}}`)
	club := []toolspec.Spec{
		{Name: "list_club_gatherings", Description: "List the club's gatherings: fun runs, galas and dinners, with date and venue.", SideEffect: toolspec.Read, Parameters: obj},
		{Name: "read_club_dues_paid", Description: "Dues a club member has paid this year.", SideEffect: toolspec.Read, Parameters: obj},
	}
	branch := []toolspec.Spec{
		{Name: "read_branch_wait", Description: "Estimated waiting time for walk-in customers at a branch", SideEffect: toolspec.Read, Parameters: []byte(`{"type":"object","properties":{"branch":{"type":"string"}},"required":["branch"]}`)},
		{Name: "hold_meeting_space", Description: "Book a meeting room", SideEffect: toolspec.Write, Parameters: []byte(`{"type":"object","properties":{"room":{"type":"string"},"date":{"type":"string"}},"required":["room"]}`)},
	}
	tests := []struct {
		goal  string
		cat   []toolspec.Spec
		tools []string
	}{
		{"What's the weather going to be like for the fun run?", club, nil},
		{"What's the venue going to be like for the fun run?", club, []string{"list_club_gatherings"}},
		{"Which gatherings are fun runs?", club, []string{"list_club_gatherings"}},
		{"What is the queue like at the Downtown branch?", branch, []string{"read_branch_wait"}},
		{"What's the weather going to be like for the Downtown branch picnic?", branch, nil},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, tc.cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
