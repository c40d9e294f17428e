package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanLikeQuestionUnasked: a question of what a thing is like that no
// tool speaks of plans no tool, though a tool fits what it is asked for;
// one about a thing a tool speaks of keeps that tool.
func TestPlanLikeQuestionUnasked(t *testing.T) {
	obj := []byte(`{"type":"object","properties":{"kind":{"type":"string","enum":["fun_run","gala"]}}}`)
	cat := []toolspec.Spec{
		{Name: "list_club_gatherings", Description: "List the club's gatherings: fun runs, galas and dinners, with date and venue.", SideEffect: toolspec.Read, Parameters: obj},
		{Name: "read_club_dues_paid", Description: "Dues a club member has paid this year.", SideEffect: toolspec.Read, Parameters: obj},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"What's the weather going to be like for the fun run?", nil},
		{"What's the venue going to be like for the fun run?", []string{"list_club_gatherings"}},
		{"Which gatherings are fun runs?", []string{"list_club_gatherings"}},
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
