package task

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

// State is a task's lifecycle state.
type State int

// Task states. StateSucceeded and every state after it are terminal.
const (
	StatePending State = iota + 1
	StateRunning
	StateAwaitingApproval
	StateSucceeded
	StatePartial
	StateFailed
	StateCancelled
	StateStoppedLimit
	// StateAbandoned is a task whose planner stopped renewing its lease
	// (it died or hung) before the task ended; it is never re-run silently.
	StateAbandoned
	// StateSkipped is a scheduled fire that did not run: nothing was
	// planned or called, and Status.SkipReason says why.
	StateSkipped
)

var stateNames = map[State]string{
	StatePending: "PENDING", StateRunning: "RUNNING", StateAwaitingApproval: "AWAITING_APPROVAL",
	StateSucceeded: "SUCCEEDED", StatePartial: "PARTIAL", StateFailed: "FAILED",
	StateCancelled: "CANCELLED", StateStoppedLimit: "STOPPED_LIMIT", StateAbandoned: "ABANDONED",
	StateSkipped: "SKIPPED",
}

// String returns the state's upper-case name.
func (s State) String() string {
	if n, ok := stateNames[s]; ok {
		return n
	}
	return "UNSPECIFIED"
}

// Terminal reports whether the task has ended.
func (s State) Terminal() bool { return s >= StateSucceeded }

// StepStatus is one subtask's state.
type StepStatus int

// Step statuses.
const (
	StepPending StepStatus = iota + 1
	StepRunning
	StepAwaitingApproval
	StepSucceeded
	StepFailed
	StepSkipped
	StepCancelled
	// StepUnknownOutcome is a write that started and gave no answer: it
	// may or may not have written. It is never called again on its own;
	// an operator resolves it.
	StepUnknownOutcome
)

var stepNames = map[StepStatus]string{
	StepPending: "pending", StepRunning: "running", StepAwaitingApproval: "awaiting_approval",
	StepSucceeded: "succeeded", StepFailed: "failed", StepSkipped: "skipped", StepCancelled: "cancelled",
	StepUnknownOutcome: "unknown_outcome",
}

// String returns the status's lower-case name.
func (s StepStatus) String() string {
	if n, ok := stepNames[s]; ok {
		return n
	}
	return "unspecified"
}

// MarshalText writes the status's name, so that summaries read the same in
// JSON as in logs.
func (s StepStatus) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Done reports whether the step has finished one way or another.
func (s StepStatus) Done() bool { return s >= StepSucceeded }

// Limit names a hard limit (R11).
type Limit int

// Hard limits.
const (
	LimitNone Limit = iota
	LimitSteps
	LimitTokens
	LimitStepTimeout
	LimitDeadline
)

// String returns the limit's name as used in logs.
func (l Limit) String() string {
	switch l {
	case LimitSteps:
		return "steps"
	case LimitTokens:
		return "tokens"
	case LimitStepTimeout:
		return "step_timeout"
	case LimitDeadline:
		return "deadline"
	}
	return ""
}

// EventKind is the kind of a task event.
type EventKind int

// Event kinds; the first eight are the article's.
const (
	EventTaskStart EventKind = iota + 1
	EventPlanComplete
	EventToolSelect
	EventToolCall
	EventToolResult
	EventStepComplete
	EventLLMSummarize
	EventTaskDone
	EventToolAmbiguous
	EventNoSuitableTool
	EventStepRepair
	EventStepSkipped
	EventStepFailed
	EventLimitReached
	EventApprovalRequired
	EventApprovalDecided
	EventTaskCancelled
)

var eventNames = map[EventKind]string{
	EventTaskStart: "TASK_START", EventPlanComplete: "PLAN_COMPLETE", EventToolSelect: "TOOL_SELECT",
	EventToolCall: "TOOL_CALL", EventToolResult: "TOOL_RESULT", EventStepComplete: "STEP_COMPLETE",
	EventLLMSummarize: "LLM_SUMMARIZE", EventTaskDone: "TASK_DONE", EventToolAmbiguous: "TOOL_AMBIGUOUS",
	EventNoSuitableTool: "NO_SUITABLE_TOOL", EventStepRepair: "STEP_REPAIR", EventStepSkipped: "STEP_SKIPPED",
	EventStepFailed: "STEP_FAILED", EventLimitReached: "LIMIT_REACHED", EventApprovalRequired: "APPROVAL_REQUIRED",
	EventApprovalDecided: "APPROVAL_DECIDED", EventTaskCancelled: "TASK_CANCELLED",
}

// String returns the kind's log name, e.g. TOOL_CALL.
func (k EventKind) String() string {
	if n, ok := eventNames[k]; ok {
		return n
	}
	return "UNSPECIFIED"
}

// Event is one transition of a task.
type Event struct {
	ExecutionID string
	Seq         int64
	Kind        EventKind
	Time        time.Time
	SubtaskID   string
	Tool        string
	ArgsSummary string
	DurationMS  int64
	Tokens      int64
	Status      string
	Message     string
	Scores      []Score
	Error       *toolerr.Error
	Fields      map[string]string
	State       State
	Limit       Limit
	Report      string
	Output      json.RawMessage
}

// Snapshot records one subtask's step (R3).
type Snapshot struct {
	SubtaskID   string
	Description string
	DependsOn   []string
	Tool        string
	ArgsSummary string
	Status      StepStatus
	ErrorKind   toolerr.Kind
	DurationMS  int64
	Tokens      int64
	StartedAt   time.Time
	Attempts    int
	Message     string
}

// Status is everything known about one execution.
type Status struct {
	ExecutionID string
	// Owner is the principal that started the execution; empty without
	// authentication.
	Owner string
	// Attempt numbers the runs of this execution ID from 1; a new run of
	// an ended ID, asked for explicitly, is the next attempt.
	Attempt        int
	State          State
	Task           *Task
	Steps          []Snapshot
	Report         string
	Output         json.RawMessage
	StepsUsed      int
	TokensUsed     int64
	NeedsTakeover  bool
	Limit          Limit
	NeedsAttention []string
	// SkipReason says why a scheduled fire was skipped (StateSkipped).
	SkipReason string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// Progress splits the steps into doing now, done and next.
func (s *Status) Progress() (doing, done, next []string) {
	for _, st := range s.Steps {
		switch {
		case st.Status == StepRunning || st.Status == StepAwaitingApproval:
			doing = append(doing, st.SubtaskID)
		case st.Status.Done():
			done = append(done, st.SubtaskID)
		default:
			next = append(next, st.SubtaskID)
		}
	}
	return doing, done, next
}

// Clone returns a deep enough copy for a reader to keep.
func (s *Status) Clone() *Status {
	c := *s
	c.Steps = append([]Snapshot(nil), s.Steps...)
	c.NeedsAttention = append([]string(nil), s.NeedsAttention...)
	return &c
}

// Call identifies one tool invocation for the runner's logs and write claims.
type Call struct {
	ExecutionID    string
	StepID         string
	IdempotencyKey string
	// Fence is the run's fencing number: a runner that has seen a higher
	// one for the execution refuses the write.
	Fence int64
	// Approved is true when a person approved this call's exact tool and
	// arguments; the planner's grant tells the runner so.
	Approved bool
	// ApprovedBy names who approved, when authentication names people.
	ApprovedBy string
}

// ErrNoAnswer is matched by a tool call's error when the call ended without
// an answer from the tool's runner (it could not be reached, or the
// connection broke): whether a write happened is unknown.
var ErrNoAnswer = errors.New("no answer from the tool's runner")

// Outcome is the result of one successful tool invocation.
type Outcome struct {
	Output   json.RawMessage
	Summary  string
	Replayed bool
}

// Limits are a task's hard limits (R11); zero fields take the planner's
// defaults.
type Limits struct {
	MaxSteps    int
	TokenBudget int
	StepTimeout time.Duration
	Deadline    time.Duration
	Parallelism int
}
