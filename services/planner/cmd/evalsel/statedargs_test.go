package main

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestStatedArgsCountsRightWrongAndInvented holds the argument check that
// both the unseen lines and the given-NAME dump use: a stated value filled
// by any call of the tool counts right, a missed one is named with what was
// filled, and an argument neither stated nor allowed is invented.
func TestStatedArgsCountsRightWrongAndInvented(t *testing.T) {
	g := &unseenGoal{
		Args: map[string]map[string]any{"get_x": {"id": "X-1", "region": "east"}},
		May:  map[string][]string{"get_x": {"note"}},
	}
	calls := []task.Subtask{
		{Tool: "get_x", Args: map[string]any{"id": "x-1 ", "region": "west", "note": "n", "limit": 5}},
		{Tool: "other", Args: map[string]any{"region": "east"}},
	}
	stated, right, wrong, invented := statedArgs(g, "get_x", calls)
	if stated != 2 || right != 1 {
		t.Errorf("stated, right = %d, %d, want 2, 1", stated, right)
	}
	if want := []string{"get_x.region=[west] want east"}; !slices.Equal(wrong, want) {
		t.Errorf("wrong = %q, want %q", wrong, want)
	}
	if want := []string{"get_x.limit=5"}; !slices.Equal(invented, want) {
		t.Errorf("invented = %q, want %q", invented, want)
	}
}
