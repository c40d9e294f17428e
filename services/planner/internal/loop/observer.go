package loop

import (
	"context"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Observer is told what a task does, for traces and metrics; the loop
// itself imports no telemetry. Each Start method returns the context the
// observed work runs under (carrying a span, say) and a function the loop
// calls once when that work ends. Calls may come from several goroutines
// at once: parallel subtasks are observed concurrently.
type Observer interface {
	// StartTask begins a task.
	StartTask(ctx context.Context, executionID string) (context.Context, func(TaskEnd))
	// StartPlan begins turning the request into a plan.
	StartPlan(ctx context.Context) (context.Context, func(*task.Plan, error))
	// StartSubtask begins a tool subtask's step loop.
	StartSubtask(ctx context.Context, st *task.Subtask) (context.Context, func(SubtaskEnd))
	// Selected tells that tool was chosen for st: at its start, or as the
	// next tool after a refusal.
	Selected(ctx context.Context, st *task.Subtask, tool string)
	// StartToolCall begins one tool invocation.
	StartToolCall(ctx context.Context, tool string, call task.Call) (context.Context, func(ToolEnd))
}

// TaskEnd is how a task ended.
type TaskEnd struct {
	State  task.State
	Limit  task.Limit
	Tokens int64
	Steps  int64
}

// SubtaskEnd is how a subtask ended; Err is its failure, if it failed with
// one.
type SubtaskEnd struct {
	Status task.StepStatus
	Kind   toolerr.Kind
	Err    *toolerr.Error
}

// ToolEnd is how one invocation ended; Err is nil on success.
type ToolEnd struct {
	Duration time.Duration
	Replayed bool
	Err      *toolerr.Error
}

// nopObserver observes nothing.
type nopObserver struct{}

func (nopObserver) StartTask(ctx context.Context, _ string) (context.Context, func(TaskEnd)) {
	return ctx, func(TaskEnd) {}
}

func (nopObserver) StartPlan(ctx context.Context) (context.Context, func(*task.Plan, error)) {
	return ctx, func(*task.Plan, error) {}
}

func (nopObserver) StartSubtask(ctx context.Context, _ *task.Subtask) (context.Context, func(SubtaskEnd)) {
	return ctx, func(SubtaskEnd) {}
}

func (nopObserver) Selected(context.Context, *task.Subtask, string) {}

func (nopObserver) StartToolCall(ctx context.Context, _ string, _ task.Call) (context.Context, func(ToolEnd)) {
	return ctx, func(ToolEnd) {}
}

// taskEnd reports the task's end once finish has recorded it.
func (x *execution) taskEnd() TaskEnd {
	x.mu.Lock()
	defer x.mu.Unlock()
	return TaskEnd{State: x.final, Limit: x.limit, Tokens: int64(x.meter.Used()), Steps: x.steps.Load()}
}

// subtaskEnd reports how subtask id ended.
func (x *execution) subtaskEnd(id string) SubtaskEnd {
	x.mu.Lock()
	defer x.mu.Unlock()
	var end SubtaskEnd
	if r, ok := x.results[id]; ok {
		end.Status, end.Kind = r.Status, r.ErrorKind
	}
	end.Err = x.failures[id]
	return end
}
