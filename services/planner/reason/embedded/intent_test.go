package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestDecomposeRangesAndReferences(t *testing.T) {
	tests := []struct {
		goal      string
		needs     int
		afterPrev bool // of the last need
	}{
		// The "and" of a range names its two ends, not two needs.
		{"List the deployments created between March 1 and March 5 in the payments cluster", 1, false},
		{"Show the alert history between last Monday and yesterday", 1, false},
		// A part that refers back to the previous one's object works on it.
		{"查一下采购单 PO-2025-0113，然后为它预约明天上午的卸货月台", 2, true},
		{"look up the latest release, then open a ticket for it", 2, true},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			needs, _ := decompose(tc.goal)
			if len(needs) != tc.needs {
				t.Fatalf("decompose(%q) = %d needs %+v, want %d", tc.goal, len(needs), needs, tc.needs)
			}
			if got := needs[len(needs)-1].afterPrev; got != tc.afterPrev {
				t.Errorf("last need afterPrev = %v, want %v", got, tc.afterPrev)
			}
		})
	}
}

func TestRivals(t *testing.T) {
	whole := []task.Score{{Tool: "a", Score: 0.6}, {Tool: "b", Score: 0.3}, {Tool: "c", Score: 0.1}}
	tests := []struct {
		tool string
		want bool
	}{
		{"b", true},  // half the best: a second intent may stand
		{"c", false}, // a sixth: one word of a clause, not an intent
		{"d", false}, // not scored on the whole goal at all
	}
	for _, tc := range tests {
		t.Run(tc.tool, func(t *testing.T) {
			if got := rivals(whole, tc.tool); got != tc.want {
				t.Errorf("rivals(%v, %q) = %v, want %v", whole, tc.tool, got, tc.want)
			}
		})
	}
}
