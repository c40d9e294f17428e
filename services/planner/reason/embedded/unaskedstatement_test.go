package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanUnaskedStatementYields: a sentence that only states something
// about the asker does not choose the goal's tool when the request after
// it, which names its own object, fits no tool; a request that refers
// back to the statement keeps the statement's tool.
func TestPlanUnaskedStatementYields(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "garden_planner", Description: "Plan a vegetable garden: beds, seeds and a planting calendar.", SideEffect: toolspec.Read},
		{Name: "garden_shop", Description: "Buy garden tools, hoses and gloves for the house.", SideEffect: toolspec.Read},
		{Name: "ferry_times", Description: "Ferry timetables between harbours and islands.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		name, goal string
		want       []string
	}{
		{"statement, then an unserved request", "I have a vegetable garden behind the house. Can you write a short poem about the autumn rain, the long grey evenings, the smell of wet leaves in the park after school, the first cold morning and the sound of geese flying south over the river at dusk?", nil},
		// Left alone: the request refers back to what the statement names.
		{"the request refers back", "I have a vegetable garden behind the house. Can you write a short poem about it, the autumn rain, the long grey evenings, the smell of wet leaves in the park after school, the first cold morning and the sound of geese flying south over the river at dusk?", []string{"garden_planner"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := planTools(t, newEngine(t), tc.goal, cat); !slices.Equal(got, tc.want) {
				t.Errorf("tools %v, want %v", got, tc.want)
			}
		})
	}
}

// TestUnaskedStatement: which parts only state something about the asker.
func TestUnaskedStatement(t *testing.T) {
	for _, text := range []string{"I have a vegetable garden", "I can't believe you said that", "We could be a good fit for the team"} {
		if !unaskedStatement(text) {
			t.Errorf("%q: not read as a statement", text)
		}
	}
	for _, text := range []string{"I need a new garden hose", "I'm looking for a ferry", "Can I see the stamps?", "The garden is large", "我有一个花园"} {
		if unaskedStatement(text) {
			t.Errorf("%q: read as a statement that asks nothing", text)
		}
	}
}
