package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestWholeLeader: once a part has chosen a tool that the goal's whole
// words rank below another, below the threshold, the whole goal's leader
// is what it asks for; a part's tool the whole goal ranks first, a tool
// the whole goal chose itself, a write, and a leader far ahead of a tool
// the part alone fits are left alone.
func TestWholeLeader(t *testing.T) {
	byName := map[string]*toolspec.Spec{
		"garden_guide":  {Name: "garden_guide", SideEffect: toolspec.Read},
		"seed_shop":     {Name: "seed_shop", SideEffect: toolspec.Read},
		"order_seeds":   {Name: "order_seeds", SideEffect: toolspec.Write},
		"weather_watch": {Name: "weather_watch", SideEffect: toolspec.Read},
	}
	part := func(tool string) intent {
		return intent{texts: []string{"I want to grow tomatoes on my balcony"}, st: task.Subtask{Tool: tool}}
	}
	scores := func(s ...task.Score) task.Subtask { return task.Subtask{Scores: s} }
	if got := wholeLeader(part("seed_shop"), scores(task.Score{Tool: "garden_guide", Score: 0.11}, task.Score{Tool: "seed_shop", Score: 0.1}), byName); got != "garden_guide" {
		t.Errorf("the whole goal's leader: got %q, want garden_guide", got)
	}
	for _, tc := range []struct {
		name  string
		x     intent
		whole task.Subtask
	}{
		{"the whole goal ranks the part's tool first", part("seed_shop"), scores(task.Score{Tool: "seed_shop", Score: 0.11}, task.Score{Tool: "garden_guide", Score: 0.1})},
		{"the whole goal chose a tool", part("seed_shop"), task.Subtask{Tool: "garden_guide", Scores: []task.Score{{Tool: "garden_guide", Score: 0.3}, {Tool: "seed_shop", Score: 0.25}}}},
		{"no part's tool", part(""), scores(task.Score{Tool: "garden_guide", Score: 0.11}, task.Score{Tool: "seed_shop", Score: 0.1})},
		{"the part's tool writes", part("order_seeds"), scores(task.Score{Tool: "garden_guide", Score: 0.11}, task.Score{Tool: "order_seeds", Score: 0.1})},
		{"the leader writes", part("seed_shop"), scores(task.Score{Tool: "order_seeds", Score: 0.11}, task.Score{Tool: "seed_shop", Score: 0.1})},
		{"the part's tool fits only the part", part("weather_watch"), scores(task.Score{Tool: "garden_guide", Score: 0.11}, task.Score{Tool: "weather_watch", Score: 0.02})},
		{"a tie", part("seed_shop"), scores(task.Score{Tool: "garden_guide", Score: 0.1}, task.Score{Tool: "seed_shop", Score: 0.1})},
	} {
		if got := wholeLeader(tc.x, tc.whole, byName); got != "" {
			t.Errorf("%s: got %q, want none", tc.name, got)
		}
	}
}
