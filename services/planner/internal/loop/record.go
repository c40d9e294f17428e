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
// Its slices and timer serve the whole execution: a step allocates
// nothing to record itself but its events and changes.
type batch struct {
	mu      sync.Mutex
	changes []change
	evs     []task.Event
	timer   *time.Timer
	armed   bool
	// writing keeps batches in order when two subtasks flush at once; it
	// guards what follows.
	writing sync.Mutex
	// spare are the slices of the last write, emptied, for the next batch.
	spareChanges []change
	spareEvs     []task.Event
	// inWrite are the changes the write in progress applies, through
	// apply, made once per execution.
	inWrite []change
	apply   func(*task.Status)
}

// change is one queued change of the execution's status: fn, or snap on
// the snapshot of subtask when subtask is set; either stamps UpdatedAt
// with the time it was queued.
type change struct {
	at      time.Time
	subtask string
	snap    func(*task.Snapshot)
	fn      func(*task.Status)
}

func (c *change) applyTo(s *task.Status) {
	if c.subtask == "" {
		c.fn(s)
	} else {
		for i := range s.Steps {
			if s.Steps[i].SubtaskID == c.subtask {
				c.snap(&s.Steps[i])
				break
			}
		}
	}
	s.UpdatedAt = c.at
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
	x.queue(change{}, &ev)
	if flushes(ev.Kind) {
		x.flush()
	}
	if l := x.opts().Logger; l.Enabled(ctx, slog.LevelDebug) {
		l.DebugContext(ctx, ev.Kind.String(), "execution_id", x.id, "subtask", ev.SubtaskID, "tool", ev.Tool)
	}
}

// update changes the execution's status with its next write.
func (x *execution) update(_ context.Context, fn func(*task.Status)) {
	x.queue(change{at: x.opts().Now(), fn: fn}, nil)
}

// snap updates one subtask's snapshot with the next write.
func (x *execution) snap(_ context.Context, id string, fn func(*task.Snapshot)) {
	x.queue(change{at: x.opts().Now(), subtask: id, snap: fn}, nil)
}

func (x *execution) queue(c change, ev *task.Event) {
	b := &x.batch
	b.mu.Lock()
	defer b.mu.Unlock()
	if c.fn != nil || c.snap != nil {
		if b.changes == nil {
			b.changes, b.spareChanges = b.spareChanges, nil
		}
		b.changes = append(b.changes, c)
	}
	if ev != nil {
		if b.evs == nil {
			b.evs, b.spareEvs = b.spareEvs, nil
		}
		b.evs = append(b.evs, *ev)
	}
	if !b.armed {
		if b.timer == nil {
			b.timer = time.AfterFunc(recordDelay, x.flush)
		} else {
			b.timer.Reset(recordDelay)
		}
		b.armed = true
	}
}

// emitCall records a TOOL_CALL event with what is batched, and reads the
// tool's shared circuit in the same store write.
func (x *execution) emitCall(ctx context.Context, ev task.Event) store.Circuit {
	ev.ExecutionID = x.id
	ev.Time = x.opts().Now()
	x.queue(change{}, &ev)
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
	changes, evs := b.changes, b.evs
	b.changes, b.evs = nil, nil
	if b.armed {
		b.timer.Stop()
		b.armed = false
	}
	b.mu.Unlock()
	defer b.reuse(changes, evs)
	if (len(changes) == 0 && len(evs) == 0 && tool == "") || x.fenced.Load() {
		return store.Circuit{}
	}
	var fn func(*task.Status)
	if len(changes) > 0 {
		if b.apply == nil {
			b.apply = b.applyInWrite
		}
		b.inWrite, fn = changes, b.apply
	}
	if tool == "" {
		if err := x.run.Write(x.recordCtx, fn, evs); err != nil {
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

// applyInWrite applies the changes of the write in progress. The caller
// holds writing.
func (b *batch) applyInWrite(s *task.Status) {
	for i := range b.inWrite {
		b.inWrite[i].applyTo(s)
	}
}

// reuse keeps the slices of a finished write for the next batch; the
// store copied what it keeps. The caller holds writing.
func (b *batch) reuse(changes []change, evs []task.Event) {
	clear(changes) // let go of the closures and events
	clear(evs)
	b.inWrite = nil
	b.mu.Lock()
	if changes != nil {
		b.spareChanges = changes[:0]
	}
	if evs != nil {
		b.spareEvs = evs[:0]
	}
	b.mu.Unlock()
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
	x.results[sum.SubtaskID] = sum
	x.mu.Unlock()
	if x.reasoning != nil {
		x.reasoning.Complete(sum)
	}
}
