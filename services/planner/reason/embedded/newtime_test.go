package embedded

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// TestFillArgsNewTimeIsTheLastDay: a parameter for a new time takes the
// last day the goal names at the time written after it; the old time keeps
// the first.
func TestFillArgsNewTimeIsTheLastDay(t *testing.T) {
	loc := timeexpr.DefaultLocation()
	now := time.Date(2025, 9, 15, 10, 0, 0, 0, loc) // a Monday
	e := New(Options{Now: func() time.Time { return now }, Location: loc})
	move := &toolspec.Spec{Name: "shift_clinic_slot", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"old_time":{"type":"string","format":"date-time"},"new_time":{"type":"string","format":"date-time"}},"required":["old_time","new_time"]}`)}
	tests := []struct {
		name, goal string
		want       map[string]string
	}{
		{"Chinese days", "把周四下午2点的门诊调到周五上午10点", map[string]string{"old_time": "2025-09-18T14:00:00+08:00", "new_time": "2025-09-19T10:00:00+08:00"}},
		{"English days", "move the clinic slot from Thursday 8am to next Monday at 9am", map[string]string{"old_time": "2025-09-18T08:00:00+08:00", "new_time": "2025-09-22T09:00:00+08:00"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, move)
			for k, want := range tc.want {
				if got := args[k]; got != want {
					t.Errorf("%s = %v, want %s (args %v)", k, got, want, args)
				}
			}
		})
	}
}
