package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestDecideWholeRequestCrowdedField checks that a goal's whole request
// that three tools of a short list cover alike meets a lower threshold,
// and that one tool's lead over chance matches, a part, or a whole
// catalog's field does not.
func TestDecideWholeRequestCrowdedField(t *testing.T) {
	abc := func(a, b, c float64) []task.Score {
		return []task.Score{{Tool: "kite_shop", Score: a}, {Tool: "sail_shop", Score: b}, {Tool: "surf_shop", Score: c}}
	}
	tests := []struct {
		name       string
		scores     []task.Score
		candidates int
		whole      bool
		best       string
	}{
		// Eight words, no clear lead: the plain share is 0.6 of 0.2 = 0.12.
		{"three tools cover it alike", abc(0.11, 0.10, 0.08), 10, true, "kite_shop"},
		{"the third far behind keeps the share", abc(0.11, 0.10, 0.03), 10, true, ""},
		{"two tools alone keep the share", abc(0.11, 0.10, 0)[:2], 10, true, ""},
		{"a whole catalog keeps the share", abc(0.11, 0.10, 0.08), 40, true, ""},
		{"a part keeps the plain threshold", abc(0.11, 0.10, 0.08), 10, false, ""},
		{"under even the lowered share", abc(0.095, 0.09, 0.08), 10, true, ""},
	}
	ix := NewIndex(nil, Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if sel := ix.decideAs(tc.scores, 8, tc.candidates, tc.whole); sel.Best != tc.best {
				t.Errorf("decideAs(%v, 8 words, %d tools, whole %v).Best = %q (threshold %.4f), want %q", tc.scores, tc.candidates, tc.whole, sel.Best, sel.Threshold, tc.best)
			}
		})
	}
}
