// Package loop runs tasks: it turns a goal into a plan through the reasoner,
// runs the subtask graph with bounded parallelism, and drives each subtask
// through the step loop — pre-validate, invoke, judge, repair, summarize —
// with the error policy by kind (R10), circuit breaking, hard limits (R11),
// cancellation and approval. It records every transition as an event and a
// step snapshot in the store. It imports no transport: tools are reached
// through the Tools interface.
package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Tools is the catalog the loop plans over and the way it invokes tools.
type Tools interface {
	// Specs returns the full schemas of every tool.
	Specs() []toolspec.Spec
	// Lookup returns one tool's full schema.
	Lookup(name string) (toolspec.Spec, bool)
	// Invoke calls a tool; failures are *toolerr.Error.
	Invoke(ctx context.Context, tool string, args json.RawMessage, call task.Call) (task.Outcome, error)
}

// Defaults of Options.
const (
	DefaultParallelism     = 4
	DefaultMaxSteps        = 15
	DefaultTokenBudget     = 50_000
	DefaultStepTimeout     = 60 * time.Second
	DefaultMaxRepairs      = 2
	DefaultApprovalTimeout = 10 * time.Minute
	DefaultRetryBackoff    = 200 * time.Millisecond
	// NoRepairs, as Options.MaxRepairs, turns argument repairs off.
	NoRepairs = -1
)

// Options configures an Executor. Zero fields take the defaults above.
type Options struct {
	Limits task.Limits
	// MaxRepairs bounds the argument repairs after PARAM errors per
	// subtask; zero means DefaultMaxRepairs and NoRepairs turns them off.
	MaxRepairs      int
	ApprovalTimeout time.Duration
	// RetryBackoff is the base of the jittered pause before the one retry
	// of a retryable SYSTEM failure of a read tool.
	RetryBackoff time.Duration
	// MinScore is the score a next-best tool needs to be tried after a
	// BUSINESS refusal; zero means the reasoner's Threshold.
	MinScore float64
	Breaker  BreakerOptions
	// Lease is how long a run holds its execution ID without renewing it;
	// it is renewed every third of that. Zero means store.DefaultLease.
	Lease time.Duration
	// Schemas compiles the tools' parameters schemas for pre-validation;
	// give the reasoner the same cache so each schema is compiled once.
	// Nil means a cache of the executor's own.
	Schemas *argschema.Cache
	Logger  *slog.Logger
	// Observer is told of tasks, plans, subtasks and tool calls (traces,
	// metrics); nil observes nothing.
	Observer Observer
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

func (o *Options) fill() {
	l := &o.Limits
	if l.Parallelism <= 0 {
		l.Parallelism = DefaultParallelism
	}
	if l.MaxSteps <= 0 {
		l.MaxSteps = DefaultMaxSteps
	}
	if l.TokenBudget <= 0 {
		l.TokenBudget = DefaultTokenBudget
	}
	if l.StepTimeout <= 0 {
		l.StepTimeout = DefaultStepTimeout
	}
	switch {
	case o.MaxRepairs == 0:
		o.MaxRepairs = DefaultMaxRepairs
	case o.MaxRepairs < 0:
		o.MaxRepairs = 0
	}
	if o.ApprovalTimeout <= 0 {
		o.ApprovalTimeout = DefaultApprovalTimeout
	}
	if o.RetryBackoff <= 0 {
		o.RetryBackoff = DefaultRetryBackoff
	}
	if o.Schemas == nil {
		o.Schemas = argschema.NewCache(argschema.DefaultCacheSize)
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Observer == nil {
		o.Observer = nopObserver{}
	}
	if o.Lease <= 0 {
		o.Lease = store.DefaultLease
	}
}

// Request is one task to run.
type Request struct {
	ExecutionID string
	// Goal is natural-language input; ignored when Task is set.
	Goal string
	// Task is structured input. When it lists subtasks they are run as given.
	Task *task.Task
	// DryRun plans and selects tools but calls nothing.
	DryRun bool
	// Limits override Options.Limits field by field where non-zero.
	Limits task.Limits
	// Principal is the authenticated caller; the plan only sees, and the
	// loop only calls, tools its roles may see. Nil means no authentication.
	Principal *principal.Principal
	// NewRun runs an ended execution ID again as a new attempt; without it
	// Start returns the recorded outcome (ErrEnded).
	NewRun bool
}

// Errors returned by Executor methods.
var (
	ErrRunning        = store.ErrRunning
	ErrEnded          = store.ErrEnded
	ErrNotFound       = store.ErrNotFound
	ErrNotAwaiting    = errors.New("loop: subtask is not awaiting approval")
	ErrNotRunning     = errors.New("loop: execution is not running")
	ErrShuttingDown   = errors.New("loop: executor is shutting down")
	errCancelled      = errors.New("cancelled by request")
	errShutdown       = fmt.Errorf("%w: planner shutting down", errCancelled)
	errLeaseLost      = errors.New("this planner lost the execution's lease; the task is recorded as abandoned")
	errStoreDown      = errors.New("task store unreachable")
	errLimitReached   = errors.New("hard limit reached")
	errStepTimeoutHit = errors.New("step timeout reached")
)

// Executor runs tasks. It is safe for concurrent use.
type Executor struct {
	tools    Tools
	reasoner reason.Reasoner
	store    store.Store
	breakers *Breakers
	secrets  secretFields
	opts     Options

	mu      sync.Mutex
	running map[string]*execution
	closed  bool
	wg      sync.WaitGroup
}

// New returns an Executor.
func New(tools Tools, r reason.Reasoner, st store.Store, opts Options) *Executor {
	opts.fill()
	if opts.MinScore <= 0 {
		opts.MinScore = r.Threshold()
	}
	if c, ok := st.(store.Circuits); ok && opts.Breaker.Shared == nil {
		opts.Breaker.Shared = c // replicas sharing the store share circuits
	}
	breakers := NewBreakers(opts.Breaker, opts.Now)
	breakers.logger = opts.Logger
	return &Executor{
		tools:    tools,
		reasoner: r,
		store:    st,
		breakers: breakers,
		opts:     opts,
		running:  map[string]*execution{},
	}
}

// Start records the execution and runs it in the background. It returns a
// store.RunningError when the execution ID is running (here or, with a
// shared store, on another replica); for an ended ID without req.NewRun, a
// store.EndedError carrying the recorded outcome; and a task.Refusal when
// the ID belongs to another principal.
func (e *Executor) Start(ctx context.Context, req Request) error {
	limits := mergeLimits(e.opts.Limits, req.Limits)
	now := e.opts.Now()
	st := &task.Status{ExecutionID: req.ExecutionID, State: task.StatePending, Task: req.Task, CreatedAt: now, UpdatedAt: now}
	if req.Principal != nil {
		st.Owner = req.Principal.Name
	}
	if st.Task == nil {
		st.Task = &task.Task{Goal: req.Goal}
	}

	// The run outlives the request that started it; Shutdown or CancelTask
	// stops it.
	detached := context.WithoutCancel(ctx)
	runCtx, cancel := context.WithCancelCause(detached)
	x := &execution{
		recordCtx: detached,
		ex:        e,
		id:        req.ExecutionID,
		req:       req,
		limits:    limits,
		cancel:    cancel,
		started:   now,
		meter:     reason.NewMeter(limits.TokenBudget),
		done:      make(chan struct{}),
		approval:  map[string]chan Decision{},
		results:   map[string]task.StepSummary{},
	}
	// Claim the ID here first, then in the store without holding the lock
	// (a shared store is network I/O); the claim makes a concurrent Start of
	// the same ID fail fast.
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		cancel(nil)
		return ErrShuttingDown
	}
	if _, ok := e.running[req.ExecutionID]; ok {
		e.mu.Unlock()
		cancel(nil)
		if prior, err := e.store.Get(ctx, req.ExecutionID); err == nil && !prior.State.Terminal() {
			return &store.RunningError{Status: prior}
		}
		return ErrRunning
	}
	e.running[req.ExecutionID] = x
	e.wg.Add(1)
	e.mu.Unlock()
	run, err := e.store.Begin(ctx, st, store.BeginOptions{NewAttempt: req.NewRun, Lease: e.opts.Lease,
		Allow: func(prior *task.Status) error { return task.Authorize(req.Principal, task.ActionReuse, prior) }})
	if err != nil {
		e.release(req.ExecutionID, x)
		close(x.done) // nothing will run: a Cancel waiting on it returns
		e.wg.Done()
		cancel(nil)
		return err
	}
	x.run = run
	x.renewed.Store(now.UnixNano())

	go func() {
		defer e.wg.Done()
		defer cancel(nil)
		hb := x.heartbeat(runCtx)
		x.execute(runCtx)
		hb()
		e.release(req.ExecutionID, x)
	}()
	return nil
}

// release forgets a running execution; it is idempotent and never forgets
// a newer execution that reused the ID.
func (e *Executor) release(id string, x *execution) {
	e.mu.Lock()
	if e.running[id] == x {
		delete(e.running, id)
	}
	e.mu.Unlock()
}

// Cancel stops a running execution: in-flight calls are cancelled through
// their contexts and no new call starts. An execution running on another
// replica is asked through the store and stops at its next lease renewal;
// Cancel waits for its end, or for ctx.
func (e *Executor) Cancel(ctx context.Context, id, why string) (task.State, error) {
	if why == "" {
		why = "cancelled by request"
	}
	e.mu.Lock()
	x, ok := e.running[id]
	e.mu.Unlock()
	if !ok {
		return e.cancelElsewhere(ctx, id, why)
	}
	x.cancel(fmt.Errorf("%w: %s", errCancelled, why))
	x.wait(ctx)
	st, err := e.store.Get(ctx, id)
	if err != nil {
		return 0, err
	}
	return st.State, nil
}

func (e *Executor) cancelElsewhere(ctx context.Context, id, why string) (task.State, error) {
	asked, err := e.store.RequestCancel(ctx, id, why)
	if err != nil {
		return 0, err
	}
	if asked {
		err := e.store.Watch(ctx, id, 0, func([]task.Event) error { return nil })
		if err != nil {
			return 0, err
		}
	}
	st, err := e.store.Get(ctx, id)
	if err != nil {
		return 0, err
	}
	return st.State, nil // ended: a cancel after the end is a no-op
}

// Approve decides on a subtask awaiting approval. A run on another replica
// receives the decision through the store with its next lease renewal. It
// returns ErrNotAwaiting when the subtask is not awaiting approval and
// ErrNotRunning when the execution is not running anywhere.
func (e *Executor) Approve(ctx context.Context, id string, d Decision) error {
	e.mu.Lock()
	x, ok := e.running[id]
	e.mu.Unlock()
	if ok {
		return x.decide(d)
	}
	st, err := e.store.Get(ctx, id)
	if err != nil {
		return err
	}
	if st.State.Terminal() {
		return ErrNotRunning
	}
	awaiting := false
	for _, s := range st.Steps {
		awaiting = awaiting || (s.SubtaskID == d.Subtask && s.Status == task.StepAwaitingApproval)
	}
	if !awaiting {
		return ErrNotAwaiting
	}
	sent, err := e.store.RequestDecision(ctx, id, store.Decision{Subtask: d.Subtask, Approve: d.Approve, Comment: d.Comment, By: d.By})
	if err != nil {
		return err
	}
	if !sent {
		return ErrNotRunning
	}
	return nil
}

// Shutdown cancels every running execution and waits for them to record
// their end, or for ctx.
func (e *Executor) Shutdown(ctx context.Context) error {
	e.mu.Lock()
	e.closed = true
	for _, x := range e.running {
		x.cancel(errShutdown)
	}
	e.mu.Unlock()
	done := make(chan struct{})
	go func() { e.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Breakers exposes the per-tool circuit breakers (for status pages).
func (e *Executor) Breakers() *Breakers { return e.breakers }

// mergeLimits applies a task's own limits. They may only tighten the
// planner's: a caller cannot buy itself more steps, tokens or time (R11).
func mergeLimits(def, over task.Limits) task.Limits {
	tighten := func(d *int, o int) {
		if o > 0 && o < *d {
			*d = o
		}
	}
	tighten(&def.MaxSteps, over.MaxSteps)
	tighten(&def.TokenBudget, over.TokenBudget)
	tighten(&def.Parallelism, over.Parallelism)
	if over.StepTimeout > 0 && over.StepTimeout < def.StepTimeout {
		def.StepTimeout = over.StepTimeout
	}
	if over.Deadline > 0 && (def.Deadline == 0 || over.Deadline < def.Deadline) {
		def.Deadline = over.Deadline
	}
	return def
}
