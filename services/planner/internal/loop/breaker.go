package loop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// BreakerOptions configures the per-tool circuit breakers (R10).
type BreakerOptions struct {
	// Failures is how many consecutive SYSTEM failures open a tool's circuit
	// (default 2: a call and its one retry).
	Failures int
	// Cooldown is how long a circuit stays open before one probe call is let
	// through (default 30 s).
	Cooldown time.Duration
	// Shared, when set, keeps the circuits in the store shared by every
	// planner replica: they agree when a tool is down, and a dead backend
	// is not called again by each of them.
	Shared store.Circuits
}

// Breakers holds one circuit breaker per tool, shared by every task of the
// planner, so a backend that keeps failing is cut off for later tasks too.
//
// A tool not yet proven alive — never called, or whose last call failed
// with SYSTEM — takes one call at a time: concurrent callers wait for the
// outcome of the call in flight instead of all hitting a dead backend at
// once. A success lets them all through; a second failure opens the
// circuit and they are refused without a call. So a dead backend is called
// at most Failures times however many subtasks and tasks want it.
type Breakers struct {
	opts   BreakerOptions
	now    func() time.Time
	logger *slog.Logger

	mu     sync.Mutex
	byTool map[string]*breaker
	opened map[string]time.Time
}

// breaker is one tool's circuit and its gate for unproven calls.
type breaker struct {
	cb *gobreaker.CircuitBreaker[task.Outcome]
	// probe is held by the one call let through while the tool is not
	// proven alive.
	probe chan struct{}

	mu    sync.Mutex
	alive bool
}

// NewBreakers returns an empty set of breakers.
func NewBreakers(opts BreakerOptions, now func() time.Time) *Breakers {
	if opts.Failures <= 0 {
		opts.Failures = 2
	}
	if opts.Cooldown <= 0 {
		opts.Cooldown = 30 * time.Second
	}
	if now == nil {
		now = time.Now
	}
	return &Breakers{opts: opts, now: now, byTool: map[string]*breaker{}, opened: map[string]time.Time{}}
}

func (b *Breakers) get(tool string) *breaker {
	b.mu.Lock()
	defer b.mu.Unlock()
	br, ok := b.byTool[tool]
	if ok {
		return br
	}
	failures := uint32(b.opts.Failures)
	cb := gobreaker.NewCircuitBreaker[task.Outcome](gobreaker.Settings{
		Name:        tool,
		MaxRequests: 1, // one probe when half-open
		Timeout:     b.opts.Cooldown,
		ReadyToTrip: func(c gobreaker.Counts) bool { return c.ConsecutiveFailures >= failures },
		// Only the backend's own failures count: a PARAM or BUSINESS error
		// proves the backend is alive, and a cancel says nothing about it.
		IsSuccessful: backendAlive,
		IsExcluded:   saysNothing,
		OnStateChange: func(name string, _, to gobreaker.State) {
			b.mu.Lock()
			defer b.mu.Unlock()
			if to == gobreaker.StateOpen {
				if _, already := b.opened[name]; !already {
					b.opened[name] = b.now()
				}
			} else if to == gobreaker.StateClosed {
				delete(b.opened, name)
			}
		},
	})
	br = &breaker{cb: cb, probe: make(chan struct{}, 1)}
	b.byTool[tool] = br
	return br
}

// backendAlive reports whether a call's outcome proves the backend alive:
// only its own SYSTEM failures count against it; a PARAM or BUSINESS error
// means it answered.
func backendAlive(err error) bool { return err == nil || toolerr.KindOf(err) != toolerr.System }

// saysNothing reports whether a call's outcome says nothing about the
// backend: the caller cancelled it, or the planner cut it short.
func saysNothing(err error) bool {
	if err == nil {
		return false
	}
	var cut *cutShortError
	if errors.Is(err, context.Canceled) || errors.As(err, &cut) {
		return true
	}
	te, ok := toolerr.As(err)
	return ok && te.Code == toolerr.CodeCancelled
}

// cutShortError marks a failure the planner caused by ending the call
// before the tool's own timeout (a task's tighter step timeout, its
// deadline, a cancel): it does not count against the backend.
type cutShortError struct{ err error }

func (e *cutShortError) Error() string { return "call cut short by the planner: " + e.err.Error() }
func (e *cutShortError) Unwrap() error { return e.err }

// cutShort wraps err so that the breaker does not count it.
func cutShort(err error) error { return &cutShortError{err} }

// Call runs fn through tool's breaker. When the circuit is open fn is not
// called and a SYSTEM circuit_open error says since when the tool is
// unavailable. While the tool is not proven alive, calls go one at a time;
// a caller waiting its turn gives up when ctx ends. shared is the circuit
// as the store shared by the replicas has it; when it is shared it decides
// instead of this planner's own circuit.
func (b *Breakers) Call(ctx context.Context, tool string, shared store.Circuit, fn func() (task.Outcome, error)) (task.Outcome, error) {
	if shared.Open {
		return task.Outcome{}, b.openError(tool, shared.OpenSince, nil)
	}
	br := b.get(tool)
	probing, err := br.enter(ctx)
	if err != nil {
		return task.Outcome{}, err
	}
	var out task.Outcome
	if shared.Shared && b.opts.Shared != nil {
		out, err = fn()
		b.report(ctx, tool, shared, err)
	} else {
		out, err = br.cb.Execute(fn)
	}
	br.record(err)
	if probing {
		<-br.probe // let the next caller in
	}
	if errors.Is(err, gobreaker.ErrOpenState) || errors.Is(err, gobreaker.ErrTooManyRequests) {
		return out, b.OpenError(tool, err)
	}
	if cut, ok := err.(*cutShortError); ok {
		err = cut.err
	}
	return out, err
}

// enter lets a call through: at once when the tool is proven alive,
// otherwise when no other unproven call is in flight. probing says the
// caller must report its outcome with leave.
func (br *breaker) enter(ctx context.Context) (probing bool, err error) {
	for {
		br.mu.Lock()
		alive := br.alive
		br.mu.Unlock()
		if alive {
			return false, nil
		}
		select {
		case br.probe <- struct{}{}:
		case <-ctx.Done():
			return false, context.Cause(ctx)
		}
		br.mu.Lock()
		alive = br.alive
		br.mu.Unlock()
		if !alive {
			return true, nil
		}
		<-br.probe // proven alive while waiting: no gate
	}
}

// record updates whether the tool is proven alive from a call's outcome.
func (br *breaker) record(err error) {
	if saysNothing(err) || errors.Is(err, gobreaker.ErrOpenState) || errors.Is(err, gobreaker.ErrTooManyRequests) {
		return
	}
	br.mu.Lock()
	br.alive = backendAlive(err)
	br.mu.Unlock()
}

// report records a call's outcome in the shared circuit: a failure of the
// backend counts, and a success closes a circuit that had failures. A
// store that cannot be reached is only logged: the call itself is done.
func (b *Breakers) report(ctx context.Context, tool string, shared store.Circuit, err error) {
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	var rerr error
	switch {
	case saysNothing(err):
		return
	case !backendAlive(err):
		rerr = b.opts.Shared.ToolFailed(rctx, tool, b.opts.Failures, b.opts.Cooldown)
	case shared.Failures > 0 || shared.Probe:
		rerr = b.opts.Shared.ToolSucceeded(rctx, tool)
	}
	if rerr != nil && b.logger != nil {
		b.logger.Warn("recording a tool's outcome in the shared circuit failed", "tool", tool, "err", rerr)
	}
}

// OpenError is the SYSTEM error of a call refused because tool's circuit is
// open; cause may be nil.
func (b *Breakers) OpenError(tool string, cause error) *toolerr.Error {
	return b.openError(tool, b.OpenSince(tool), cause)
}

func (b *Breakers) openError(tool string, since time.Time, cause error) *toolerr.Error {
	return &toolerr.Error{
		Kind:    toolerr.System,
		Code:    toolerr.CodeCircuitOpen,
		Message: fmt.Sprintf("%s is unavailable since %s (circuit open after repeated SYSTEM failures)", tool, since.Format(time.RFC3339)),
		Err:     cause,
	}
}

// OpenSince returns when tool's circuit opened, or the zero time if closed.
func (b *Breakers) OpenSince(tool string) time.Time {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.opened[tool]
}

// State returns the state of tool's circuit: "closed", "open" or "half-open".
func (b *Breakers) State(tool string) string {
	return b.get(tool).cb.State().String()
}
