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

func TestExecuteRequestNamesTheSubtaskField(t *testing.T) {
	req := func(sts ...*Subtask) *ExecuteRequest {
		return &ExecuteRequest{ExecutionId: "e1", Input: &ExecuteRequest_Task{Task: &Task{Goal: "g", Subtasks: sts}}}
	}
	ok := &Subtask{Id: "s0", Tool: "noop", ArgumentsJson: "{}"}
	tests := []struct {
		name string
		req  *ExecuteRequest
		want string // "" when valid
	}{
		{"valid", req(ok, &Subtask{Id: "s1", Tool: "noop"}), ""},
		{"bad ID", req(ok, &Subtask{Id: "a b"}), "invalid ExecuteRequest: task.subtasks[1].id: must be 1-128 letters, digits, '-', '_', '.' or ':'"},
		{"duplicate ID", req(ok, ok), `invalid ExecuteRequest: task.subtasks[1].id: duplicates "s0"`},
		{"bad tool", req(&Subtask{Id: "s0", Tool: "no op"}), "invalid ExecuteRequest: task.subtasks[0].tool: may hold only letters, digits, '-', '_', '.' and ':'"},
		{"long tool", req(&Subtask{Id: "s0", Tool: strings.Repeat("t", MaxToolNameLen+1)}), "invalid ExecuteRequest: task.subtasks[0].tool: must be at most 64 bytes"},
		{"arguments not an object", req(ok, ok, &Subtask{Id: "s2", ArgumentsJson: "[1]"}),
			`invalid ExecuteRequest: task.subtasks[1].id: duplicates "s0"; task.subtasks[2].arguments_json: must be a JSON object`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.req.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Validate = %v, want nil", err)
			case tt.want != "" && (err == nil || err.Error() != tt.want):
				t.Errorf("Validate = %v\nwant %s", err, tt.want)
			}
		})
	}
}
