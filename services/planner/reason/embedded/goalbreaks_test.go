package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestGoalBreaksTie: when a part's tool stands for a goal no tool serves
// as a whole, a twin the whole goal ranks first — each within coverShare
// of the other on the part and on the goal, of one side effect, in an
// English goal — is the tool planned instead.
func TestGoalBreaksTie(t *testing.T) {
	byName := map[string]*toolspec.Spec{
		"a": {Name: "a", SideEffect: toolspec.Read},
		"b": {Name: "b", SideEffect: toolspec.Read},
		"w": {Name: "w", SideEffect: toolspec.Write},
	}
	part := []task.Score{{Tool: "a", Score: 0.10}, {Tool: "b", Score: 0.08}, {Tool: "w", Score: 0.08}}
	whole := []task.Score{{Tool: "b", Score: 0.09}, {Tool: "w", Score: 0.09}, {Tool: "a", Score: 0.08}}
	if got := goalBreaksTie("plan my meals for the week", part, whole, "a", byName); got != "b" {
		t.Errorf("twin reads: %q, want b", got)
	}
	for _, tc := range []struct {
		name, goal  string
		part, whole []task.Score
	}{
		{"Chinese goal", "帮我安排一周的饭菜", part, whole},
		{"part's tool is the goal's best", "plan my meals", part, []task.Score{{Tool: "a", Score: 0.09}, {Tool: "b", Score: 0.08}}},
		{"goal's best far behind on the part", "plan my meals", []task.Score{{Tool: "a", Score: 0.10}, {Tool: "b", Score: 0.03}}, whole},
		{"part's tool far behind on the goal", "plan my meals", part, []task.Score{{Tool: "b", Score: 0.09}, {Tool: "a", Score: 0.02}}},
		{"a write is no read's twin", "plan my meals", part, []task.Score{{Tool: "w", Score: 0.09}, {Tool: "a", Score: 0.08}}},
		{"no part tool", "plan my meals", nil, whole},
	} {
		tool := "a"
		if tc.part == nil {
			tool = ""
		}
		if got := goalBreaksTie(tc.goal, tc.part, tc.whole, tool, byName); got != "" {
			t.Errorf("%s: %q, want none", tc.name, got)
		}
	}
}

// TestPlanGoalBreaksTieLeavesAlone: goals whose tool is clear, as a whole
// or by a part the whole goal ranks first, keep it.
func TestPlanGoalBreaksTieLeavesAlone(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "meal_planner", Description: "Create a customized meal plan for a family, healthy and balanced.", SideEffect: toolspec.Read},
		{Name: "trip_planner", Description: "Create a customized trip plan for a family.", SideEffect: toolspec.Read},
		{Name: "news_feed", Description: "Stay connected to global events with up-to-date news around the world.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		name, goal string
		want       []string
	}{
		{"whole goal's tool", "Can you help me create a customized plan for my big family of four cousins, while ensuring everyone stays healthy and the snacks are balanced?", []string{"meal_planner"}},
		{"one clear request", "Show me the latest news around the world.", []string{"news_feed"}},
		{"a trip", "Create a customized trip plan for my family.", []string{"trip_planner"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := planTools(t, newEngine(t), tc.goal, cat); !slices.Equal(got, tc.want) {
				t.Errorf("tools %v, want %v", got, tc.want)
			}
		})
	}
}
