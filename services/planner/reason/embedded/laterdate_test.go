package embedded

import (
	"context"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestFillArgsLaterNeedsDate: a write takes no date the goal states only in
// a need that comes after it in sequence; the need that states it does.
func TestFillArgsLaterNeedsDate(t *testing.T) {
	report := &toolspec.Spec{Name: "report_outage", SideEffect: toolspec.Write,
		Parameters: []byte(`{"type":"object","properties":{"site":{"type":"string","pattern":"^S-[0-9]{3}$"},"outage_date":{"type":"string","format":"date","description":"When it happened; today if not given."}},"required":["site"]}`)}
	tests := []struct {
		name, goal, desc string
		want             map[string]any
	}{
		{"date in the later need", "Report an outage at S-104, then book a technician visit tomorrow at 10am",
			"Report an outage at S-104", map[string]any{"site": "S-104"}},
		{"date in the need itself", "Report yesterday's outage at S-104, then book a technician visit",
			"Report yesterday's outage at S-104", map[string]any{"site": "S-104", "outage_date": "2025-03-09"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: tc.desc}, report, nil, "")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
		})
	}
}
