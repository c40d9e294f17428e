// Hand-written, not generated: request validation for the go-grpc-middleware
// validator interceptor, which calls Validate on every request. Each error
// names the offending field so clients get a field-level INVALID_ARGUMENT.

package hermesv1

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Limits on request fields.
const (
	MaxGoalRunes       = 4000
	MaxExecutionIDLen  = 128
	MaxToolNameLen     = 64
	MaxSubtasks        = 64
	MaxCommentRunes    = 1000
	maxIdentifierRunes = 128
)

type violations []string

func (v *violations) add(field, format string, args ...any) {
	*v = append(*v, field+": "+fmt.Sprintf(format, args...))
}

func (v violations) err(msg string) error {
	if len(v) == 0 {
		return nil
	}
	return errors.New("invalid " + msg + ": " + strings.Join(v, "; "))
}

func (v *violations) executionID(field, id string, required bool) {
	switch {
	case id == "" && required:
		v.add(field, "must not be empty")
	case len(id) > MaxExecutionIDLen:
		v.add(field, "must be at most %d bytes", MaxExecutionIDLen)
	case !identifier(id):
		v.add(field, "may hold only letters, digits, '-', '_', '.' and ':'")
	}
}

func identifier(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' || r == ':') {
			return false
		}
	}
	return true
}

func (v *violations) toolName(field, name string, required bool) {
	if p := toolNameProblem(name, required); p != "" {
		v.add(field, "%s", p)
	}
}

// toolNameProblem says what is wrong with a tool name; "" when nothing is.
func toolNameProblem(name string, required bool) string {
	switch {
	case name == "" && required:
		return "must not be empty"
	case len(name) > MaxToolNameLen:
		return fmt.Sprintf("must be at most %d bytes", MaxToolNameLen)
	case !identifier(name):
		return "may hold only letters, digits, '-', '_', '.' and ':'"
	}
	return ""
}

func (v *violations) input(goal string, task *Task) {
	switch {
	case goal == "" && task == nil:
		v.add("input", "set goal or task")
	case task != nil:
		v.task("task", task)
	case !utf8.ValidString(goal):
		v.add("goal", "must be valid UTF-8")
	case utf8.RuneCountInString(goal) > MaxGoalRunes:
		v.add("goal", "must be at most %d characters", MaxGoalRunes)
	case strings.TrimSpace(goal) == "":
		v.add("goal", "must not be blank")
	}
}

func (v *violations) task(field string, t *Task) {
	if strings.TrimSpace(t.GetGoal()) == "" && len(t.GetSubtasks()) == 0 {
		v.add(field+".goal", "must not be empty when no subtasks are given")
	}
	if utf8.RuneCountInString(t.GetGoal()) > MaxGoalRunes {
		v.add(field+".goal", "must be at most %d characters", MaxGoalRunes)
	}
	if len(t.GetSubtasks()) > MaxSubtasks {
		v.add(field+".subtasks", "must hold at most %d subtasks", MaxSubtasks)
	}
	if t.GetMaxChars() < 0 {
		v.add(field+".max_chars", "must not be negative")
	}
	seen := map[string]bool{}
	for i, st := range t.GetSubtasks() {
		// A subtask's path is spelled out only for a violation: a task has
		// up to MaxSubtasks of them, and most tasks none.
		at := func(name string) string { return fmt.Sprintf("%s.subtasks[%d].%s", field, i, name) }
		if st.GetId() == "" || len(st.GetId()) > maxIdentifierRunes || !identifier(st.GetId()) {
			v.add(at("id"), "must be 1-%d letters, digits, '-', '_', '.' or ':'", maxIdentifierRunes)
		} else if seen[st.GetId()] {
			v.add(at("id"), "duplicates %q", st.GetId())
		}
		seen[st.GetId()] = true
		if p := toolNameProblem(st.GetTool(), false); p != "" {
			v.add(at("tool"), "%s", p)
		}
		if a := st.GetArgumentsJson(); a != "" && !jsonObject(a) {
			v.add(at("arguments_json"), "must be a JSON object")
		}
	}
}

// Validate implements the validator interceptor's contract.
func (r *InvokeToolRequest) Validate() error {
	var v violations
	v.toolName("tool", r.GetTool(), true)
	if a := r.GetArgumentsJson(); a != "" && !jsonObject(a) {
		v.add("arguments_json", "must be a JSON object")
	}
	v.executionID("execution_id", r.GetExecutionId(), false)
	v.executionID("step_id", r.GetStepId(), false)
	if len(r.GetIdempotencyKey()) > 256 {
		v.add("idempotency_key", "must be at most 256 bytes")
	}
	return v.err("InvokeToolRequest")
}

// Validate implements the validator interceptor's contract.
func (r *DescribeToolRequest) Validate() error {
	var v violations
	v.toolName("name", r.GetName(), true)
	return v.err("DescribeToolRequest")
}

// Validate implements the validator interceptor's contract.
func (r *ExecuteRequest) Validate() error {
	var v violations
	v.executionID("execution_id", r.GetExecutionId(), true)
	v.input(r.GetGoal(), r.GetTask())
	return v.err("ExecuteRequest")
}

// Validate implements the validator interceptor's contract.
func (r *SubmitGoalRequest) Validate() error {
	var v violations
	v.executionID("execution_id", r.GetExecutionId(), false)
	v.input(r.GetGoal(), r.GetTask())
	return v.err("SubmitGoalRequest")
}

// Validate implements the validator interceptor's contract.
func (r *RunGoalRequest) Validate() error {
	var v violations
	v.executionID("execution_id", r.GetExecutionId(), false)
	v.input(r.GetGoal(), r.GetTask())
	return v.err("RunGoalRequest")
}

func validateIDOnly(msg, id string) error {
	var v violations
	v.executionID("execution_id", id, true)
	return v.err(msg)
}

func validateApprove(msg, id, subtask, comment string) error {
	var v violations
	v.executionID("execution_id", id, true)
	if subtask == "" || !identifier(subtask) {
		v.add("subtask_id", "must be a subtask ID")
	}
	if utf8.RuneCountInString(comment) > MaxCommentRunes {
		v.add("comment", "must be at most %d characters", MaxCommentRunes)
	}
	return v.err(msg)
}

// Validate implements the validator interceptor's contract.
func (r *GetTaskRequest) Validate() error {
	return validateIDOnly("GetTaskRequest", r.GetExecutionId())
}

// Validate implements the validator interceptor's contract.
func (r *WatchTaskRequest) Validate() error {
	return validateIDOnly("WatchTaskRequest", r.GetExecutionId())
}

// Validate implements the validator interceptor's contract.
func (r *CancelTaskRequest) Validate() error {
	return validateIDOnly("CancelTaskRequest", r.GetExecutionId())
}

// Validate implements the validator interceptor's contract.
func (r *ApproveStepRequest) Validate() error {
	return validateApprove("ApproveStepRequest", r.GetExecutionId(), r.GetSubtaskId(), r.GetComment())
}

// Validate implements the validator interceptor's contract.
func (r *PlannerServiceGetTaskRequest) Validate() error {
	return validateIDOnly("PlannerServiceGetTaskRequest", r.GetExecutionId())
}

// Validate implements the validator interceptor's contract.
func (r *PlannerServiceWatchTaskRequest) Validate() error {
	return validateIDOnly("PlannerServiceWatchTaskRequest", r.GetExecutionId())
}

// Validate implements the validator interceptor's contract.
func (r *PlannerServiceCancelTaskRequest) Validate() error {
	return validateIDOnly("PlannerServiceCancelTaskRequest", r.GetExecutionId())
}

// Validate implements the validator interceptor's contract.
func (r *PlannerServiceApproveStepRequest) Validate() error {
	return validateApprove("PlannerServiceApproveStepRequest", r.GetExecutionId(), r.GetSubtaskId(), r.GetComment())
}

// The reasons a scheduled fire is recorded as skipped.
const (
	// SkippedOverlap: under the Forbid policy the job's previous run was
	// still running.
	SkippedOverlap = "SKIPPED_OVERLAP"
	// SkippedDeadline: the fire was handled later than the job's starting
	// deadline.
	SkippedDeadline = "SKIPPED_DEADLINE"
)

// Validate implements the validator interceptor's contract.
func (r *PlannerServiceRecordSkippedFireRequest) Validate() error {
	var v violations
	v.executionID("execution_id", r.GetExecutionId(), true)
	switch r.GetReason() {
	case SkippedOverlap, SkippedDeadline:
	default:
		v.add("reason", "must be %s or %s", SkippedOverlap, SkippedDeadline)
	}
	v.executionID("running_execution_id", r.GetRunningExecutionId(), false)
	if len(r.GetJob()) > maxIdentifierRunes || !identifier(r.GetJob()) {
		v.add("job", "must be at most %d letters, digits, '-', '_', '.' or ':'", maxIdentifierRunes)
	}
	v.input(r.GetGoal(), r.GetTask())
	return v.err("PlannerServiceRecordSkippedFireRequest")
}

func jsonObject(s string) bool {
	s = strings.TrimSpace(s)
	return len(s) >= 2 && s[0] == '{' && s[len(s)-1] == '}' && jsonValid(s)
}

func jsonValid(s string) bool { return json.Valid([]byte(s)) }
