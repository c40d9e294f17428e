package loop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// endCancelled records a subtask that never ran because the task stopped.
func (x *execution) endCancelled(ctx context.Context, st *task.Subtask) {
	why := "task stopped before this subtask ran"
	if c := context.Cause(ctx); c != nil {
		why = "not run: " + c.Error()
	}
	x.settle(ctx, st, task.StepCancelled, toolerr.KindUnspecified, why, nil)
}

// emit records an event; the store assigns its sequence number.
func (x *execution) emit(ctx context.Context, ev task.Event) {
	ev.ExecutionID = x.id
	ev.Time = x.opts().Now()
	if _, err := x.run.Append(x.recordCtx, ev); err != nil {
		x.writeFailed(err, "recording event "+ev.Kind.String())
	}
	if l := x.opts().Logger; l.Enabled(ctx, slog.LevelDebug) {
		l.DebugContext(ctx, ev.Kind.String(), "execution_id", x.id, "subtask", ev.SubtaskID, "tool", ev.Tool)
	}
}

func (x *execution) update(ctx context.Context, fn func(*task.Status)) {
	now := x.opts().Now()
	err := x.run.Update(x.recordCtx, func(s *task.Status) {
		fn(s)
		s.UpdatedAt = now
	})
	if err != nil {
		x.writeFailed(err, "recording state")
	}
}

// writeFailed stops the task when a write of its record fails: a task is
// never run unrecorded, and a run that lost its fence writes nothing more.
func (x *execution) writeFailed(err error, what string) {
	if errors.Is(err, store.ErrFenced) {
		x.lost(err)
		return
	}
	x.storeDown(fmt.Errorf("%s: %w", what, err))
}

// snap updates one subtask's snapshot.
func (x *execution) snap(ctx context.Context, id string, fn func(*task.Snapshot)) {
	x.update(ctx, func(s *task.Status) {
		for i := range s.Steps {
			if s.Steps[i].SubtaskID == id {
				fn(&s.Steps[i])
				return
			}
		}
	})
}

// settle records a subtask's end: its snapshot, its event, its summary.
func (x *execution) settle(ctx context.Context, st *task.Subtask, status task.StepStatus, kind toolerr.Kind, msg string, terr *toolerr.Error) {
	sum := task.StepSummary{SubtaskID: st.ID, Description: st.Description, Tool: st.Tool, Status: status, ErrorKind: kind, Summary: msg,
		Ambiguous: st.Ambiguous}
	if terr != nil {
		x.mu.Lock()
		if x.failures == nil {
			x.failures = map[string]*toolerr.Error{}
		}
		x.failures[st.ID] = terr
		x.mu.Unlock()
	}
	x.record(sum)
	x.snap(ctx, st.ID, func(s *task.Snapshot) {
		s.Status = status
		s.ErrorKind = kind
		s.Message = msg
		if !s.StartedAt.IsZero() {
			s.DurationMS = ms(x.opts().Now().Sub(s.StartedAt))
		}
	})
	ev := task.Event{SubtaskID: st.ID, Tool: st.Tool, Message: msg, Error: terr}
	switch status {
	case task.StepSkipped:
		ev.Kind, ev.Status = task.EventStepSkipped, "skipped"
		if kind == toolerr.System {
			ev.Fields = map[string]string{"needs_attention": "true"}
			x.update(ctx, func(s *task.Status) { s.NeedsAttention = append(s.NeedsAttention, st.ID) })
		}
	case task.StepFailed:
		ev.Kind, ev.Status = task.EventStepFailed, "failed"
	case task.StepCancelled:
		ev.Kind, ev.Status = task.EventStepSkipped, "cancelled"
	default:
		return
	}
	x.emit(ctx, ev)
}

func (x *execution) record(sum task.StepSummary) {
	x.mu.Lock()
	x.results[sum.SubtaskID] = &sum
	x.mu.Unlock()
	if x.reasoning != nil {
		x.reasoning.Complete(sum)
	}
}
