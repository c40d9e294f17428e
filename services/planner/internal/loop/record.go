package loop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

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

// recordDelay bounds how long a transition waits in the batch before it
// is written.
const recordDelay = 10 * time.Millisecond

// batch gathers the transitions recorded between two writes: a step's
// snapshot changes and events up to its tool call go to the store as one
// write (one round trip to a shared store), those after it as another.
type batch struct {
	mu    sync.Mutex
	fns   []func(*task.Status)
	evs   []task.Event
	timer *time.Timer
	// writing keeps batches in order when two subtasks flush at once.
	writing sync.Mutex
}

// flushes reports whether an event is written at once, with what is
// batched before it: the event before a tool call (nothing is called
// unrecorded), a step's end, and every event before a wait.
func flushes(k task.EventKind) bool {
	switch k {
	case task.EventToolSelect, task.EventToolAmbiguous, task.EventToolResult, task.EventNoSuitableTool:
		return false
	}
	return true
}

// emit records an event; the store assigns its sequence number.
func (x *execution) emit(ctx context.Context, ev task.Event) {
	ev.ExecutionID = x.id
	ev.Time = x.opts().Now()
	x.queue(nil, &ev)
	if flushes(ev.Kind) {
		x.flush()
	}
	if l := x.opts().Logger; l.Enabled(ctx, slog.LevelDebug) {
		l.DebugContext(ctx, ev.Kind.String(), "execution_id", x.id, "subtask", ev.SubtaskID, "tool", ev.Tool)
	}
}

func (x *execution) update(_ context.Context, fn func(*task.Status)) {
	now := x.opts().Now()
	x.queue(func(s *task.Status) {
		fn(s)
		s.UpdatedAt = now
	}, nil)
}

func (x *execution) queue(fn func(*task.Status), ev *task.Event) {
	b := &x.batch
	b.mu.Lock()
	defer b.mu.Unlock()
	if fn != nil {
		b.fns = append(b.fns, fn)
	}
	if ev != nil {
		b.evs = append(b.evs, *ev)
	}
	if b.timer == nil {
		b.timer = time.AfterFunc(recordDelay, x.flush)
	}
}

// emitCall records a TOOL_CALL event with what is batched, and reads the
// tool's shared circuit in the same store write.
func (x *execution) emitCall(ctx context.Context, ev task.Event) store.Circuit {
	ev.ExecutionID = x.id
	ev.Time = x.opts().Now()
	x.queue(nil, &ev)
	return x.write(ev.Tool)
}

// flush writes what is batched, in one store write.
func (x *execution) flush() { x.write("") }

// write writes what is batched; with a tool, it reads the tool's shared
// circuit in the same write.
func (x *execution) write(tool string) store.Circuit {
	b := &x.batch
	b.writing.Lock()
	defer b.writing.Unlock()
	b.mu.Lock()
	fns, evs := b.fns, b.evs
	b.fns, b.evs = nil, nil
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	b.mu.Unlock()
	if (len(fns) == 0 && len(evs) == 0 && tool == "") || x.fenced.Load() {
		return store.Circuit{}
	}
	var fn func(*task.Status)
	if len(fns) > 0 {
		fn = func(s *task.Status) {
			for _, f := range fns {
				f(s)
			}
		}
	}
	if tool == "" {
		if _, err := x.run.Write(x.recordCtx, fn, evs); err != nil {
			x.writeFailed(err, "recording the task")
		}
		return store.Circuit{}
	}
	c, err := x.run.WriteCall(x.recordCtx, fn, evs, tool)
	if err != nil {
		x.writeFailed(err, "recording the task")
	}
	return c
}

// writeFailed stops the task when a write of its record fails: a task is
// never run unrecorded, and a run that lost its fence writes nothing more.
func (x *execution) writeFailed(err error, what string) {
	if errors.Is(err, store.ErrFenced) {
		x.fenced.Store(true)
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
	seen := ""
	if status != task.StepCancelled && kind != toolerr.KindUnspecified {
		if seen = x.remember(st, kind, msg, terr); seen != "" {
			msg += " (" + seen + ")"
		}
	}
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
	case task.StepUnknownOutcome:
		ev.Kind, ev.Status = task.EventStepFailed, "unknown_outcome"
		ev.Fields = map[string]string{"needs_attention": "true"}
		x.update(ctx, func(s *task.Status) { s.NeedsAttention = append(s.NeedsAttention, st.ID) })
	default:
		return
	}
	if seen != "" {
		if ev.Fields == nil {
			ev.Fields = map[string]string{}
		}
		ev.Fields["seen_before"] = seen
	}
	x.emit(ctx, ev)
}

// remember records a failed or skipped step in the failure memory shared by
// every task and replica, and returns how it was seen before: "same as task
// X on query_y at T, 4 times since D", or "" for a new kind of failure.
func (x *execution) remember(st *task.Subtask, kind toolerr.Kind, msg string, terr *toolerr.Error) string {
	fm, ok := x.ex.store.(store.FailureMemory)
	if !ok || st.Tool == "" {
		return ""
	}
	f := store.Failure{Tool: st.Tool, Kind: kind.String(), Message: msg, ExecutionID: x.id, At: x.opts().Now()}
	if terr != nil {
		f.Code, f.Message = terr.Code, terr.Message
	}
	prior, err := fm.RecordFailure(x.recordCtx, f)
	if err != nil {
		x.opts().Logger.Warn("recording a failure in the failure memory failed", "execution_id", x.id, "err", err)
		return ""
	}
	if prior.Count == 0 {
		return ""
	}
	times := "once before"
	if prior.Count > 1 {
		times = fmt.Sprintf("%d times since %s", prior.Count, prior.FirstSeen.Format("2006-01-02"))
	}
	return fmt.Sprintf("same as task %s on %s at %s, %s", prior.Example, st.Tool, prior.LastSeen.Format(time.RFC3339), times)
}

func (x *execution) record(sum task.StepSummary) {
	x.mu.Lock()
	x.results[sum.SubtaskID] = &sum
	x.mu.Unlock()
	if x.reasoning != nil {
		x.reasoning.Complete(sum)
	}
}
