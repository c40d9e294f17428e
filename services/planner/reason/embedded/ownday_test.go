package embedded

import (
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestWriteKeepsItsOwnDay: a write whose need states its own day acts on
// that day when the goal's period, a span of days read first, lies
// outside the need; a write that names the looked-up day by 当天, or a
// need that holds the goal's period itself, keeps the goal's period.
func TestWriteKeepsItsOwnDay(t *testing.T) {
	e := newEngine(t)
	tests := []struct{ goal, need, want string }{
		{"先看看老张下周有没有空，有空的话就约他4月23日面谈", "有空的话就约他4月23日面谈", "4月23日"},
		// must leave alone
		{"先查老张3月14日的排班，没冲突的话把小李当天的班换给他", "没冲突的话把小李当天的班换给他", "3月14日"},
		{"先看看老张下周有没有空，有空的话就约他面谈", "有空的话就约他面谈", "下周"},
	}
	for _, tc := range tests {
		tr := e.resolve(tc.goal).Range
		if tr == nil {
			t.Fatalf("no period in %q", tc.goal)
		}
		got := e.ownDay(&task.Task{Goal: tc.goal, TimeRange: tr}, &task.Subtask{Description: tc.need})
		want := e.resolve(tc.want).Range
		if !strings.Contains(tc.goal, tc.need) || got.TimeRange == nil || !sameRange(*got.TimeRange, *want) {
			t.Errorf("ownDay(%q) = %v, want %v", tc.goal, got.TimeRange, want)
		}
	}
}
