package embedded

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// TestFillArgsMovedDaySides: in a goal that moves a thing from one day to
// another, a date parameter named for the new day takes the day moved to
// and one named for the original day the day left, the coming one; a
// run the goal only reads moves nothing.
func TestFillArgsMovedDaySides(t *testing.T) {
	loc := timeexpr.DefaultLocation()
	now := time.Date(2026, 3, 18, 9, 20, 0, 0, loc) // a Wednesday
	e := New(Options{Now: func() time.Time { return now }, Location: loc})
	move := &toolspec.Spec{Name: "shift_depot_visit", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"visit_id":{"type":"string"},"original_date":{"type":"string","format":"date"},"new_date":{"type":"string","format":"date"}},"required":["visit_id","original_date","new_date"]}`)}
	read := &toolspec.Spec{Name: "list_depot_visits", SideEffect: toolspec.Read,
		Parameters: json.RawMessage(`{"type":"object","properties":{"from_date":{"type":"string","format":"date"},"to_date":{"type":"string","format":"date"}}}`)}
	tests := []struct {
		name, goal string
		spec       *toolspec.Spec
		want       map[string]string
	}{
		{"English run", "move depot visit DV-2041 from April 6 to April 7", move, map[string]string{"original_date": "2026-04-06", "new_date": "2026-04-07"}},
		{"Chinese weekdays", "把 DV-2041 周四的巡检改到周五", move, map[string]string{"original_date": "2026-03-19", "new_date": "2026-03-20"}},
		{"English weekday run", "move depot visit DV-2041 from Friday to Monday", move, map[string]string{"original_date": "2026-03-20", "new_date": "2026-03-23"}},
		{"a read run moves nothing", "list depot visits from April 6 to April 7", read, map[string]string{"from_date": "2026-04-06", "to_date": "2026-04-07"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, tc.spec)
			for k, want := range tc.want {
				if got := args[k]; got != want {
					t.Errorf("%s = %v, want %s (args %v)", k, got, want, args)
				}
			}
		})
	}
}
