package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// execution is one running task.
type execution struct {
	ex *Executor
	id string
	// run is the store's handle of this attempt: every write goes through
	// it and is fenced.
	run store.Run
	// renewed is when the lease was last renewed (Unix nanoseconds).
	renewed atomic.Int64
	// fenced is set once a write was refused by the fence: nothing more
	// is written.
	fenced atomic.Bool
	batch  batch
	req    Request
	limits task.Limits
	cancel context.CancelCauseFunc
	// recordCtx carries the request's values but no cancel: the record of
	// a task is written even as it is being cancelled.
	recordCtx context.Context
	started   time.Time
	meter     *reason.Meter
	reasoning *reason.Run
	done      chan struct{}
	slots     *slots

	steps atomic.Int64

	mu       sync.Mutex
	approval map[string]chan Decision
	awaiting int // subtasks awaiting approval now
	results  map[string]task.StepSummary
	limit    task.Limit
	outputs  map[string]json.RawMessage // explicit tasks only
	failures map[string]*toolerr.Error  // each failed subtask's error
	final    task.State                 // set by finish
}

func (x *execution) wait(ctx context.Context) {
	select {
	case <-x.done:
	case <-ctx.Done():
	}
}

func (x *execution) opts() *Options { return &x.ex.opts }

func (x *execution) explicit() bool { return x.req.Task != nil && len(x.req.Task.Subtasks) > 0 }

// execute drives the task from start to its final event. It never panics
// out: a panic becomes a FAILED task with the audit record intact.
func (x *execution) execute(ctx context.Context) {
	defer close(x.done)
	ctx, endTask := x.opts().Observer.StartTask(ctx, x.id)
	defer func() { endTask(x.taskEnd()) }()
	defer func() {
		if p := recover(); p != nil {
			x.opts().Logger.ErrorContext(ctx, "task panicked", "execution_id", x.id, "panic", fmt.Sprint(p))
			x.finish(context.WithoutCancel(ctx), task.StateFailed, fmt.Sprintf("internal error: %v", p), nil)
		}
	}()
	if x.limits.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, x.limits.Deadline, errDeadline)
		defer cancel()
	}

	x.update(ctx, func(s *task.Status) { s.State = task.StateRunning })
	goal := x.req.Goal
	if x.req.Task != nil {
		goal = x.req.Task.Goal
	}
	x.emit(ctx, task.Event{Kind: task.EventTaskStart, Message: goal, Fields: map[string]string{"task_id": x.id}})

	t0 := x.opts().Now()
	pctx, endPlan := x.opts().Observer.StartPlan(ctx)
	t, plan, err := x.plan(pctx)
	endPlan(plan, err)
	if err != nil {
		state := task.StateFailed
		if errors.Is(err, reason.ErrBudgetExhausted) || x.overBudget(ctx) {
			// Planning spent the budget: a hard limit like any other.
			x.stop(ctx, task.LimitTokens, fmt.Sprintf("token budget of %d spent while planning (%d used)", x.meter.Budget(), x.meter.Used()))
			state = task.StateStoppedLimit
		}
		x.finish(ctx, state, err.Error(), nil)
		return
	}
	x.update(ctx, func(s *task.Status) {
		s.Task = t
		s.Steps = make([]task.Snapshot, len(plan.Subtasks))
		for i, st := range plan.Subtasks {
			s.Steps[i] = task.Snapshot{SubtaskID: st.ID, Description: st.Description, DependsOn: st.DependsOn, Tool: st.Tool, Status: task.StepPending}
		}
	})
	fields := map[string]string{"subtasks": fmt.Sprint(len(plan.Subtasks))}
	if used := x.reasoning.DefaultsUsed(); len(used) > 0 {
		fields["defaults"] = reason.DefaultsLine(used)
	}
	x.emit(ctx, task.Event{Kind: task.EventPlanComplete, DurationMS: ms(x.opts().Now().Sub(t0)), Tokens: int64(x.meter.Used()),
		Fields: fields, Message: planLine(plan)})

	if x.req.DryRun {
		for i := range plan.Subtasks {
			if plan.Subtasks[i].Kind != task.KindReport {
				x.announce(ctx, &plan.Subtasks[i], plan.Subtasks[i].Tool)
			}
		}
		x.finish(ctx, task.StateSucceeded, "", plan)
		return
	}
	x.slots = newSlots(x.limits.Parallelism)
	x.runGraph(ctx, plan)
	x.finish(ctx, 0, "", plan)
}

var errDeadline = errors.New("task deadline reached")

// plan turns the request into a structured task and its subtask graph.
func (x *execution) plan(ctx context.Context) (*task.Task, *task.Plan, error) {
	r := x.ex.reasoner
	t := x.req.Task
	if t == nil {
		parsed, err := r.Parse(ctx, x.req.Goal, x.meter)
		if err != nil {
			return nil, nil, fmt.Errorf("goal not understood: %w", err)
		}
		t = parsed
	}
	x.reasoning = reason.NewRun(t, x.meter)
	x.reasoning.Defaults = x.savedDefaults(ctx)
	if x.explicit() {
		plan := &task.Plan{Subtasks: make([]task.Subtask, len(t.Subtasks))}
		copy(plan.Subtasks, t.Subtasks)
		for i := range plan.Subtasks {
			st := &plan.Subtasks[i]
			if st.Kind == "" {
				st.Kind = task.KindTool
				if st.Tool == "" {
					st.Kind = task.KindReport
				}
			}
			if st.Args == nil {
				st.Args = map[string]any{}
			}
			if st.Description == "" {
				st.Description = st.ID
			}
		}
		return t, plan, plan.Validate()
	}
	plan, err := r.Plan(ctx, x.reasoning, x.catalog())
	if err != nil {
		return nil, nil, fmt.Errorf("planning failed: %w", err)
	}
	return t, plan, plan.Validate()
}

// savedDefaults reads the caller's saved preferences once, for the task's
// reasoning to use where the goal states nothing. A store that keeps none,
// or cannot be read now, leaves the task to its goal alone.
func (x *execution) savedDefaults(ctx context.Context) map[string]string {
	prefs, ok := x.ex.store.(store.Preferences)
	if !ok {
		return nil
	}
	saved, err := prefs.PreferenceList(ctx, task.PreferenceScope(x.req.Principal))
	if err != nil {
		x.opts().Logger.WarnContext(ctx, "saved preferences unreadable; planning without them", "execution_id", x.id, "err", err)
		return nil
	}
	return saved
}

func (x *execution) catalog() []toolspec.Spec { return x.req.Principal.Filter(x.ex.tools.Specs()) }

// lookup returns a tool's schema if the caller may see it: a tool its role
// cannot see is as unknown as one that does not exist (R18).
func (x *execution) lookup(name string) (toolspec.Spec, bool) {
	spec, ok := x.ex.tools.Lookup(name)
	if !ok || !x.req.Principal.Sees(&spec) {
		return toolspec.Spec{}, false
	}
	return spec, true
}

// stop ends the task because a hard limit was hit. The first limit wins.
func (x *execution) stop(ctx context.Context, limit task.Limit, msg string) {
	x.mu.Lock()
	first := x.limit == task.LimitNone
	if first {
		x.limit = limit
	}
	x.mu.Unlock()
	if !first {
		return
	}
	x.emit(ctx, task.Event{Kind: task.EventLimitReached, Limit: limit, Status: "stopped", Message: msg,
		Fields: map[string]string{"limit": limit.String()}})
	x.cancel(fmt.Errorf("%w: %s", errLimitReached, msg))
}

func (x *execution) limitHit() task.Limit {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.limit
}

func ms(d time.Duration) int64 { return d.Milliseconds() }

// heartbeat renews the lease every third of its length until the returned
// stop is called; a cancel or an approval decision made on another replica
// arrives with a renewal. A lost lease stops the task at once (its writes are
// fenced anyway); a store that cannot be reached for a whole lease stops it
// too, since the lease may be gone.
func (x *execution) heartbeat(ctx context.Context) (stop func()) {
	lease := x.opts().Lease
	hctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(lease / 3)
		defer t.Stop()
		for {
			select {
			case <-hctx.Done():
				return
			case <-t.C:
			}
			rctx, rcancel := context.WithTimeout(hctx, lease/3)
			sig, err := x.run.Renew(rctx)
			rcancel()
			switch {
			case err == nil:
				x.renewed.Store(x.opts().Now().UnixNano())
				x.signalled(sig)
			case errors.Is(err, store.ErrFenced):
				x.lost(err)
				return
			case hctx.Err() != nil:
				return
			case !x.leaseHeld():
				x.storeDown(err)
				return
			default:
				x.opts().Logger.Warn("renewing the lease failed; retrying", "execution_id", x.id, "err", err)
			}
		}
	}()
	return func() { cancel(); <-done }
}

// signalled applies what other replicas asked of the run.
func (x *execution) signalled(sig store.Signals) {
	for _, d := range sig.Decisions {
		if err := x.decide(Decision{Subtask: d.Subtask, Approve: d.Approve, Comment: d.Comment, By: d.By}); err != nil {
			x.opts().Logger.Warn("approval decision from another replica not applied", "execution_id", x.id,
				"subtask", d.Subtask, "err", err)
		}
	}
	if sig.Cancel != "" {
		x.cancel(fmt.Errorf("%w: %s", errCancelled, sig.Cancel))
	}
}

// leaseHeld reports whether the lease was renewed less than a lease ago.
func (x *execution) leaseHeld() bool {
	return x.opts().Now().Sub(time.Unix(0, x.renewed.Load())) < x.opts().Lease
}

// lost stops a task whose run no longer holds the execution.
func (x *execution) lost(err error) {
	x.opts().Logger.Error("lease lost; stopping the task without further writes", "execution_id", x.id, "err", err)
	x.cancel(errLeaseLost)
}

// storeDown stops a task that can no longer be recorded.
func (x *execution) storeDown(err error) {
	x.opts().Logger.Error("task store unreachable; stopping the task", "execution_id", x.id, "err", err)
	x.cancel(fmt.Errorf("%w: %v", errStoreDown, err))
}
