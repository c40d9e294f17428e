package lexical

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestDecideAmbiguous(t *testing.T) {
	tests := []struct {
		name      string
		scores    []task.Score
		best      string
		ambiguous []string
	}{
		{"both above the threshold and close", []task.Score{{Tool: "a", Score: 0.42}, {Tool: "b", Score: 0.40}}, "a", []string{"a", "b"}},
		{"runner-up just under the threshold", []task.Score{{Tool: "a", Score: 0.2131}, {Tool: "b", Score: 0.1953}}, "a", []string{"a", "b"}},
		{"clear winner", []task.Score{{Tool: "a", Score: 0.42}, {Tool: "b", Score: 0.30}}, "a", nil},
		{"nothing suitable", []task.Score{{Tool: "a", Score: 0.15}, {Tool: "b", Score: 0.14}}, "", nil},
		{"one tool", []task.Score{{Tool: "a", Score: 0.3}}, "a", nil},
	}
	ix := NewIndex(nil, Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sel := ix.decide(tc.scores)
			if sel.Best != tc.best || !reflect.DeepEqual(sel.Ambiguous, tc.ambiguous) {
				t.Errorf("best %q ambiguous %v, want %q %v", sel.Best, sel.Ambiguous, tc.best, tc.ambiguous)
			}
		})
	}
}
