package loop

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/hermes-agent/hermes/libs/toolerr"
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
}

// Breakers holds one circuit breaker per tool, shared by every task of the
// planner, so a backend that keeps failing is cut off for later tasks too.
type Breakers struct {
	opts BreakerOptions
	now  func() time.Time

	mu     sync.Mutex
	byTool map[string]*gobreaker.CircuitBreaker[task.Outcome]
	opened map[string]time.Time
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
	return &Breakers{opts: opts, now: now, byTool: map[string]*gobreaker.CircuitBreaker[task.Outcome]{}, opened: map[string]time.Time{}}
}

func (b *Breakers) get(tool string) *gobreaker.CircuitBreaker[task.Outcome] {
	b.mu.Lock()
	defer b.mu.Unlock()
	cb, ok := b.byTool[tool]
	if ok {
		return cb
	}
	failures := uint32(b.opts.Failures)
	cb = gobreaker.NewCircuitBreaker[task.Outcome](gobreaker.Settings{
		Name:        tool,
		MaxRequests: 1, // one probe when half-open
		Timeout:     b.opts.Cooldown,
		ReadyToTrip: func(c gobreaker.Counts) bool { return c.ConsecutiveFailures >= failures },
		// Only the backend's own failures count: a PARAM or BUSINESS error
		// proves the backend is alive, and a cancel says nothing about it.
		IsSuccessful: func(err error) bool { return err == nil || toolerr.KindOf(err) != toolerr.System },
		IsExcluded:   func(err error) bool { return errors.Is(err, context.Canceled) || isCancelCode(err) },
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
	b.byTool[tool] = cb
	return cb
}

func isCancelCode(err error) bool {
	te, ok := toolerr.As(err)
	return ok && te.Code == toolerr.CodeCancelled
}

// Call runs fn through tool's breaker. When the circuit is open fn is not
// called and a SYSTEM circuit_open error says since when the tool is
// unavailable.
func (b *Breakers) Call(tool string, fn func() (task.Outcome, error)) (task.Outcome, error) {
	out, err := b.get(tool).Execute(fn)
	if errors.Is(err, gobreaker.ErrOpenState) || errors.Is(err, gobreaker.ErrTooManyRequests) {
		return out, b.OpenError(tool, err)
	}
	return out, err
}

// OpenError is the SYSTEM error of a call refused because tool's circuit is
// open; cause may be nil.
func (b *Breakers) OpenError(tool string, cause error) *toolerr.Error {
	return &toolerr.Error{
		Kind:    toolerr.System,
		Code:    toolerr.CodeCircuitOpen,
		Message: fmt.Sprintf("%s is unavailable since %s (circuit open after repeated SYSTEM failures)", tool, b.OpenSince(tool).Format(time.RFC3339)),
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
	return b.get(tool).State().String()
}
