// Package store keeps the state a task needs to proceed — its status, step
// snapshots and event history — behind one interface, so that the step loop
// does not know whether it lives in process or in a shared store. Business
// data never enters it: events carry summaries, not payloads, except the
// output of an explicit single-step task.
//
// A run of an execution holds a lease and a fencing number. Every write of
// the run goes through its Run handle and is checked against the fence in
// the same atomic step, so a planner that lost its lease (it hung, or was
// declared dead) can no longer write anything.
package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// ErrRunning is matched by Begin's refusal of an execution ID that is
// running (a *RunningError says which).
var ErrRunning = errors.New("store: execution is already running")

// ErrEnded is matched by Begin's refusal of an ended execution ID when no
// new attempt was asked for (an *EndedError carries the recorded status).
var ErrEnded = errors.New("store: execution has ended")

// ErrNotFound is returned for an unknown execution ID.
var ErrNotFound = errors.New("store: no such execution")

// ErrFenced is returned by a Run's writes once the run no longer holds the
// execution: its lease expired and it was declared abandoned, or a newer
// attempt took the ID. Nothing was written.
var ErrFenced = errors.New("store: the run's fence is stale; it no longer holds the execution")

// RunningError refuses an execution ID that is running; Status is the
// running execution as recorded.
type RunningError struct{ Status *task.Status }

func (e *RunningError) Error() string {
	s := e.Status
	msg := fmt.Sprintf("execution %s is already running (attempt %d, state %s, started %s", s.ExecutionID, s.Attempt,
		s.State, s.CreatedAt.Format(time.RFC3339))
	if s.Owner != "" {
		msg += " by " + s.Owner
	}
	return msg + ")"
}

// Is makes a RunningError match ErrRunning.
func (e *RunningError) Is(target error) bool { return target == ErrRunning }

// EndedError refuses to run an ended execution ID again without a request
// for a new attempt; Status is the recorded outcome.
type EndedError struct{ Status *task.Status }

func (e *EndedError) Error() string {
	return fmt.Sprintf("execution %s has ended (%s); ask for a new run to run it again", e.Status.ExecutionID, e.Status.State)
}

// Is makes an EndedError match ErrEnded.
func (e *EndedError) Is(target error) bool { return target == ErrEnded }

// BeginOptions says how Begin treats an ID that was used before.
type BeginOptions struct {
	// NewAttempt lets an ended execution ID run again as a new attempt; the
	// earlier attempts' records are kept until their retention ends.
	NewAttempt bool
	// Allow, when set, is asked about the latest recorded attempt of the ID
	// before anything is written; its error refuses the Begin as is.
	Allow func(prior *task.Status) error
	// Lease is how long the run holds the execution without a Renew; zero
	// means DefaultLease.
	Lease time.Duration
}

// DefaultLease is the lease of a run when BeginOptions.Lease is zero.
const DefaultLease = 15 * time.Second

// Store is the planner's task store. Implementations are safe for concurrent
// use.
type Store interface {
	// Begin records a new execution, or a new attempt of an ended one, and
	// takes its lease with a fencing number greater than any before. It
	// returns a *RunningError when the ID is running (here or on another
	// replica), an *EndedError when it has ended and opts.NewAttempt is
	// false, or Allow's error.
	Begin(ctx context.Context, st *task.Status, opts BeginOptions) (Run, error)
	// Get returns a copy of the status of the execution's latest attempt.
	Get(ctx context.Context, id string) (*task.Status, error)
	// Watch calls fn with the events of the latest attempt after afterSeq,
	// in order: the history first, then live events, until an event of a
	// terminal state has been delivered, ctx is done, or fn returns an
	// error. Each call hands over every event recorded by then and not yet
	// delivered (events written together arrive together): at once, or
	// after a Linger for progress. fn must not keep evs after it returns.
	// Each wraps a function of one event.
	Watch(ctx context.Context, id string, afterSeq int64, fn func(evs []task.Event) error, opts ...WatchOption) error
	// RequestDecision hands an approval decision to the run holding id, on
	// whichever replica; the run receives it at its next Renew. It
	// reports false when the execution has already ended.
	RequestDecision(ctx context.Context, id string, d Decision) (bool, error)
	// RequestCancel asks the run holding id, on whichever replica, to
	// stop; the run sees the request at its next Renew. It reports false
	// when the execution has already ended.
	RequestCancel(ctx context.Context, id, why string) (bool, error)
	// ResolveWrite settles a write step of unknown outcome, as an operator
	// decided after checking the backend: done records it as written (a
	// rerun replays it), otherwise its record is cleared (a rerun calls
	// the tool again). The decision goes to the audit stream. It returns
	// ErrNotUnknown when the step's outcome is not unknown.
	ResolveWrite(ctx context.Context, id, step string, done bool, by string) error
	// Reap ends as ABANDONED every execution whose lease expired before it
	// ended, raising its fence so the lost run can write nothing more, and
	// returns their IDs. Any replica may call it.
	Reap(ctx context.Context) ([]string, error)
}

// Run is the handle of one running attempt: the only way to write it.
// Every write is refused with ErrFenced once the run lost the execution.
type Run interface {
	// Attempt is the attempt number, from 1.
	Attempt() int
	// Fence is the run's fencing number; it grows with every attempt of
	// every execution.
	Fence() int64
	// Update applies fn to the execution's status and records it.
	Update(ctx context.Context, fn func(*task.Status)) error
	// Append assigns the event the next sequence number, records it and
	// wakes watchers. It returns the recorded event.
	Append(ctx context.Context, ev task.Event) (task.Event, error)
	// WriteCall is Write for the batch that ends with a tool call's
	// TOOL_CALL event: in the same round trip it reads the tool's circuit
	// shared by every replica (see Circuit).
	WriteCall(ctx context.Context, fn func(*task.Status), evs []task.Event, tool string) (Circuit, error)
	// Write applies fn (when not nil) and appends evs in order, as one
	// atomic step and, for a shared store, one round trip: the step loop
	// batches what it records between tool calls. It keeps neither evs
	// nor fn once it returns (the caller reuses them).
	Write(ctx context.Context, fn func(*task.Status), evs []task.Event) error
	// StartWrite records, before a write tool is called, that step (its
	// idempotency step ID) starts with the run's fence and the argument
	// digest. If an earlier attempt of the execution left the step started
	// without an outcome, or done, nothing is written and that record is
	// returned with started false: the caller must not call the tool.
	StartWrite(ctx context.Context, step, digest string) (prior WriteRecord, started bool, err error)
	// EndWrite records the outcome of a started write step: WriteDone
	// with its summary, or WriteRefused. A step whose outcome is unknown is
	// left started.
	EndWrite(ctx context.Context, step string, state WriteState, summary string) error
	// Finish applies fn (which sets the terminal state), appends the final
	// event and releases the lease as one step, so that no reader sees the
	// one without the other.
	Finish(ctx context.Context, fn func(*task.Status), final task.Event) (task.Event, error)
	// Renew extends the lease by its length; ErrFenced means it was lost.
	// It returns what other replicas asked of the run since the last
	// renewal.
	Renew(ctx context.Context) (Signals, error)
}

// Decision is an approval decision on a step, made on any replica.
type Decision struct {
	Subtask string `json:"subtask"`
	Approve bool   `json:"approve"`
	Comment string `json:"comment,omitempty"`
	By      string `json:"by,omitempty"`
}

// Signals are what other replicas asked of a run.
type Signals struct {
	// Cancel is the reason of a requested cancel ("" when none); it is
	// returned at every renewal until the run ends.
	Cancel string
	// Decisions are approval decisions, each returned once.
	Decisions []Decision
}

// Circuit is a tool's circuit breaker as every replica sees it.
type Circuit struct {
	// Shared is false when the store keeps no shared circuits (the
	// in-process store): the planner's own breaker decides alone.
	Shared bool
	// OpenSince is when the circuit opened; zero when it is closed.
	OpenSince time.Time
	// Open refuses the call: the circuit is open (or half-open with its
	// one probe call already taken by another caller).
	Open bool
	// Probe says this call is the one probe of a half-open circuit.
	Probe bool
	// Failures is the tool's consecutive SYSTEM failures across replicas.
	Failures int
}

// Circuits records tool outcomes in a store shared by replicas, so that
// they agree when a tool is down.
type Circuits interface {
	// ToolFailed counts a SYSTEM failure of tool; the threshold-th in a
	// row opens its circuit for cooldown.
	ToolFailed(ctx context.Context, tool string, threshold int, cooldown time.Duration) error
	// ToolSucceeded closes tool's circuit and clears its failures.
	ToolSucceeded(ctx context.Context, tool string) error
}

// Each adapts fn, a function of one event, to Watch: it is called for
// every event in turn.
func Each(fn func(task.Event) error) func([]task.Event) error {
	return func(evs []task.Event) error {
		for _, ev := range evs {
			if err := fn(ev); err != nil {
				return err
			}
		}
		return nil
	}
}

// WatchOption paces a Watch.
type WatchOption func(*watchOptions)

type watchOptions struct {
	linger time.Duration
}

// Linger holds live events that are not Urgent up to d from the oldest
// one held, so that what follows goes in the same call: a fast run of steps
// reaches fn as one call instead of one per event, and the watcher is not
// woken for each. An urgent event hands over what is held at once. The
// history is handed over at once either way; d <= 0 holds nothing.
func Linger(d time.Duration) WatchOption {
	return func(o *watchOptions) { o.linger = max(d, 0) }
}

func watchOpts(opts []WatchOption) watchOptions {
	var o watchOptions
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// Urgent reports whether ev ends a Linger at once: the end of the stream,
// and a step waiting for a person's approval — events a watcher may act on.
func Urgent(ev task.Event) bool {
	return Terminal(ev) || ev.Kind == task.EventApprovalRequired
}

// upToTerminal cuts evs after the first event that ends the stream, and
// reports whether there was one.
func upToTerminal(evs []task.Event) ([]task.Event, bool) {
	for i, ev := range evs {
		if Terminal(ev) {
			return evs[:i+1], true
		}
	}
	return evs, false
}

// Terminal reports whether ev ends its execution's event stream.
func Terminal(ev task.Event) bool {
	return ev.Kind == task.EventTaskDone
}

// AbandonedEvent is the final event recorded for an execution whose lease
// expired at t.
func AbandonedEvent(id string, t time.Time) task.Event {
	return task.Event{ExecutionID: id, Time: t, Kind: task.EventTaskDone, State: task.StateAbandoned, Status: "abandoned",
		Message: "the planner running this task stopped renewing its lease (it died or hung); the task was not re-run",
		Fields:  map[string]string{"needs_attention": "true"}}
}
