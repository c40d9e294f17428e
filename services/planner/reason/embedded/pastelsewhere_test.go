package embedded

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestFillArgsPastPeriodOfAnotherNeed leaves a write's time unfilled when
// the goal's period is past and another need states it: last month's
// meter readings are read, the repair is booked from now.
func TestFillArgsPastPeriodOfAnotherNeed(t *testing.T) {
	spec := &toolspec.Spec{Name: "open_repair", SideEffect: toolspec.Write, Parameters: json.RawMessage(`{"type":"object","properties":{` +
		`"unit":{"type":"string","pattern":"^[0-9]+-[0-9]+-[0-9]{4}$"},"preferred_time":{"type":"string","format":"date-time","description":"When the visit suits."}}}`)}
	const goal = "查一下 8-3-1201 上个月的用电量，要是偏高就派人上门检查"
	tests := []struct {
		name, need string
		want       map[string]any
	}{
		{"the period is the other need's", "要是偏高就派人上门检查", map[string]any{"unit": "8-3-1201"}},
		{"the need states the period", goal, map[string]any{"unit": "8-3-1201", "preferred_time": "2025-02-01T00:00:00+08:00"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: tc.need}, spec, nil, "")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}
