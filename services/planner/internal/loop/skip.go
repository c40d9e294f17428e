package loop

import (
	"context"

	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// SkipRequest is a scheduled fire to record as skipped.
type SkipRequest struct {
	ExecutionID string
	// Goal or Task is what the fire would have run; Task wins when set.
	Goal string
	Task *task.Task
	// Principal is the job's principal, the record's owner; nil means no
	// authentication.
	Principal *principal.Principal
	Skip      task.Skip
}

// RecordSkip records a scheduled fire that did not run as an execution
// that ends SKIPPED at once: its one event, TASK_DONE, carries the reason
// (in the store's audit like any event), and nothing is planned or called.
// The record is made only if the ID is free: like Start it returns a
// store.RunningError for a running ID, a store.EndedError for an ended one
// (the fire ran, or another gateway recorded the same skip first), and a
// task.Refusal for an ID of another principal — so any number of gateways
// skipping one fire leave one record.
func (e *Executor) RecordSkip(ctx context.Context, req SkipRequest) (*task.Status, error) {
	e.mu.Lock()
	closed := e.closed
	e.mu.Unlock()
	if closed {
		return nil, ErrShuttingDown
	}
	now := e.opts.Now()
	st := &task.Status{ExecutionID: req.ExecutionID, State: task.StatePending, Task: req.Task, CreatedAt: now, UpdatedAt: now}
	if req.Principal != nil {
		st.Owner = req.Principal.Name
	}
	if st.Task == nil {
		st.Task = &task.Task{Goal: req.Goal}
	}
	run, err := e.store.Begin(ctx, st, store.BeginOptions{Lease: e.opts.Lease,
		Allow: func(prior *task.Status) error { return task.Authorize(req.Principal, task.ActionReuse, prior) }})
	if err != nil {
		return nil, err
	}
	_, end := e.opts.Observer.StartTask(ctx, req.ExecutionID)
	why := req.Skip.Describe()
	ev := task.Event{ExecutionID: req.ExecutionID, Time: now, Kind: task.EventTaskDone, State: task.StateSkipped,
		Status: "skipped", Message: why, Report: why, Fields: req.Skip.Fields()}
	var final *task.Status
	_, err = run.Finish(context.WithoutCancel(ctx), func(s *task.Status) {
		s.State = task.StateSkipped
		s.SkipReason = req.Skip.Reason
		s.Report = why
		s.UpdatedAt = now
		final = s.Clone()
	}, ev)
	end(TaskEnd{State: task.StateSkipped})
	if err != nil {
		return nil, err
	}
	return final, nil
}
