package hermesv1

import (
	"strings"
	"testing"
)

func TestRecordSkippedFireRequestValidate(t *testing.T) {
	ok := func() *PlannerServiceRecordSkippedFireRequest {
		return &PlannerServiceRecordSkippedFireRequest{ExecutionId: "cron-nap-20250310T090001", Reason: SkippedOverlap,
			RunningExecutionId: "cron-nap-20250310T090000", Job: "nap", Input: &PlannerServiceRecordSkippedFireRequest_Goal{Goal: "nap"}}
	}
	tests := []struct {
		name   string
		change func(r *PlannerServiceRecordSkippedFireRequest)
		field  string // "" when valid
	}{
		{"valid", func(*PlannerServiceRecordSkippedFireRequest) {}, ""},
		{"deadline without a running execution", func(r *PlannerServiceRecordSkippedFireRequest) { r.Reason, r.RunningExecutionId = SkippedDeadline, "" }, ""},
		{"no execution ID", func(r *PlannerServiceRecordSkippedFireRequest) { r.ExecutionId = "" }, "execution_id"},
		{"unknown reason", func(r *PlannerServiceRecordSkippedFireRequest) { r.Reason = "TOO_BUSY" }, "reason"},
		{"no reason", func(r *PlannerServiceRecordSkippedFireRequest) { r.Reason = "" }, "reason"},
		{"bad running ID", func(r *PlannerServiceRecordSkippedFireRequest) { r.RunningExecutionId = "a b" }, "running_execution_id"},
		{"bad job", func(r *PlannerServiceRecordSkippedFireRequest) { r.Job = "a/b" }, "job"},
		{"no input", func(r *PlannerServiceRecordSkippedFireRequest) { r.Input = nil }, "input"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ok()
			tt.change(r)
			err := r.Validate()
			switch {
			case tt.field == "" && err != nil:
				t.Errorf("Validate = %v, want nil", err)
			case tt.field != "" && (err == nil || !strings.Contains(err.Error(), tt.field+":")):
				t.Errorf("Validate = %v, want it to name %s", err, tt.field)
			}
		})
	}
}
