// Package store keeps the state a task needs to proceed — its status, step
// snapshots and event history — behind one interface, so that the step loop
// does not know whether it lives in process or in a shared store. Business
// data never enters it (R2): events carry summaries, not payloads, except the
// output of an explicit single-step task.
package store

import (
	"context"
	"errors"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// ErrRunning is returned by Create when the execution ID is running (R13).
var ErrRunning = errors.New("store: execution is already running")

// ErrNotFound is returned for an unknown execution ID.
var ErrNotFound = errors.New("store: no such execution")

// Store is the planner's task store. Implementations are safe for concurrent
// use.
type Store interface {
	// Create records a new execution. It returns ErrRunning if one with the
	// same ID exists and has not ended; an ended one is replaced.
	Create(ctx context.Context, st *task.Status) error
	// Update applies fn to the execution's status under the store's lock.
	Update(ctx context.Context, id string, fn func(*task.Status)) error
	// Get returns a copy of the execution's status.
	Get(ctx context.Context, id string) (*task.Status, error)
	// Append assigns the event the next sequence number, records it and
	// wakes watchers. It returns the recorded event.
	Append(ctx context.Context, ev task.Event) (task.Event, error)
	// Finish applies fn (which sets the terminal state) and appends the
	// final event as one step, so that no reader sees the one without the
	// other and a new execution reusing the ID cannot receive the old one's
	// final event.
	Finish(ctx context.Context, id string, fn func(*task.Status), final task.Event) (task.Event, error)
	// Watch calls fn for every event after afterSeq: the history first, then
	// live events, until an event of a terminal state has been delivered,
	// ctx is done, or fn returns an error.
	Watch(ctx context.Context, id string, afterSeq int64, fn func(task.Event) error) error
}

// Terminal reports whether ev ends its execution's event stream.
func Terminal(ev task.Event) bool {
	return ev.Kind == task.EventTaskDone
}
