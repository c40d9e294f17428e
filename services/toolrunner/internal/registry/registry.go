// Package registry is the toolrunner's tool registry and executor: it holds
// the tools a runner serves (Go tools registered in code, HTTP/CLI/SQL tools
// built from manifests, catalog-only tools), validates arguments against each
// tool's schema before any backend is touched, bounds every call by the
// tool's timeout and output cap, runs write tools at most once per
// idempotency key, and normalizes every failure into a *toolerr.Error.
package registry

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sort"
	"sync"
	"time"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/idem"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// Defaults for the zero Options.
const (
	DefaultMaxOutputBytes = 1 << 20
	DefaultMaxArgsBytes   = 256 << 10
	DefaultOutcomeTTL     = 24 * time.Hour
	// claimMargin is added to a tool's timeout to get the lifetime of a
	// running claim: long enough to outlive the run, short enough that a
	// crashed runner does not block the key for long.
	claimMargin = 15 * time.Second
	// bookkeepingTimeout bounds recording an outcome after the call's own
	// context has ended.
	bookkeepingTimeout = 5 * time.Second
	// maxSummary caps Result.Summary, in runes.
	maxSummary = 200
)

// Codes produced by the registry beyond those in toolerr.
const (
	CodeArgsTooLarge        = "arguments_too_large"
	CodeNotExecutable       = "not_executable"
	CodeIdempotencyConflict = "idempotency_conflict"
	CodeInvalidOutput       = "invalid_output"
	CodeClaimStore          = "idempotency_store_unavailable"
	// CodeStaleFence refuses a write from a planner run that lost its task
	// to a newer run.
	CodeStaleFence = "stale_fence"
)

// Call identifies one invocation for idempotency and logs.
type Call struct {
	ExecutionID    string
	StepID         string
	IdempotencyKey string
	// Fence is the planner run's fencing number (0: not fenced); a write
	// from a run older than one already seen for the execution is refused.
	Fence int64
}

// Result is a successful invocation's output.
type Result struct {
	// Output is the tool's JSON output.
	Output json.RawMessage
	// Summary is a short, secret-free description of Output ("rows=18").
	Summary string
	// Replayed is true when the outcome was recorded by an earlier run of
	// the same write and returned without running it again.
	Replayed bool
}

// Options configures a Registry. The zero value is usable.
type Options struct {
	// Claims records write tools' claims and outcomes; nil means an
	// in-process store (exactly-once within this process only).
	Claims idem.Store
	// MaxOutputBytes caps a tool's output; 0 means DefaultMaxOutputBytes.
	MaxOutputBytes int
	// MaxArgsBytes caps a call's arguments; 0 means DefaultMaxArgsBytes.
	MaxArgsBytes int
	// OutcomeTTL is how long a write's outcome is kept for replay; 0 means
	// DefaultOutcomeTTL.
	OutcomeTTL time.Duration
	// Logger receives one record per invocation (never argument values);
	// nil discards.
	Logger *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

type entry struct {
	spec   toolspec.Spec
	schema *argschema.Schema
	inv    tool.Invoker // nil for catalog-only tools
}

// Registry holds a runner's tools. It is safe for concurrent use.
type Registry struct {
	opts Options
	log  *slog.Logger

	mu    sync.RWMutex
	tools map[string]*entry
}

// New returns an empty registry.
func New(opts Options) *Registry {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Claims == nil {
		opts.Claims = idem.NewMemory(opts.Now)
	}
	if opts.MaxOutputBytes <= 0 {
		opts.MaxOutputBytes = DefaultMaxOutputBytes
	}
	if opts.MaxArgsBytes <= 0 {
		opts.MaxArgsBytes = DefaultMaxArgsBytes
	}
	if opts.OutcomeTTL <= 0 {
		opts.OutcomeTTL = DefaultOutcomeTTL
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Registry{opts: opts, log: log, tools: map[string]*entry{}}
}

// Register adds a tool. It validates the descriptor, compiles its parameters
// schema, and refuses a duplicate name. inv may be nil only for a tool of
// family catalog (known for planning, never executed). A Go tool may leave
// Family empty.
func (r *Registry) Register(spec toolspec.Spec, inv tool.Invoker) error {
	if err := spec.Validate(); err != nil {
		return fmt.Errorf("register tool %q: %w", spec.Name, err)
	}
	if spec.Family == "" {
		spec.Family = toolspec.FamilyGo
	}
	if inv == nil && spec.Family != toolspec.FamilyCatalog {
		return fmt.Errorf("register tool %q: no invoker for family %s", spec.Name, spec.Family)
	}
	sch, err := argschema.Compile(spec.Parameters)
	if err != nil {
		return fmt.Errorf("register tool %q: parameters: %w", spec.Name, err)
	}
	if len(spec.Returns) > 0 {
		if _, err := argschema.Compile(spec.Returns); err != nil {
			return fmt.Errorf("register tool %q: returns: %w", spec.Name, err)
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.tools[spec.Name]; dup {
		return fmt.Errorf("register tool %q: a tool with this name is already registered", spec.Name)
	}
	r.tools[spec.Name] = &entry{spec: spec, schema: sch, inv: inv}
	return nil
}

// RegisterFunc registers a Go tool implemented by fn.
func (r *Registry) RegisterFunc(spec toolspec.Spec, fn tool.Func) error {
	if fn == nil {
		return r.Register(spec, nil)
	}
	return r.Register(spec, fn)
}

// List returns every tool's descriptor, sorted by name.
func (r *Registry) List() []toolspec.Spec {
	r.mu.RLock()
	out := make([]toolspec.Spec, 0, len(r.tools))
	for _, t := range r.tools {
		out = append(out, t.spec)
	}
	r.mu.RUnlock()
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Describe returns the descriptor of the named tool.
func (r *Registry) Describe(name string) (toolspec.Spec, bool) {
	t := r.lookup(name)
	if t == nil {
		return toolspec.Spec{}, false
	}
	return t.spec, true
}

func (r *Registry) lookup(name string) *entry {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.tools[name]
}

// Invoke runs the named tool with args. The returned error, when not nil, is
// always a *toolerr.Error:
//
//   - an unknown name is PARAM not_found, and nothing runs;
//   - arguments that fail the schema are PARAM invalid_arguments, with a
//     hint naming each field, before any backend is touched;
//   - the call is bounded by the tool's timeout (SYSTEM timeout);
//   - a write tool needs call.IdempotencyKey or call.ExecutionID and
//     call.StepID (PARAM missing_idempotency_key), runs at most once per key,
//     and a repeat gets the recorded outcome with Result.Replayed set (also
//     when that outcome is an error);
//   - an output over the cap is SYSTEM output_too_large; a panic in a Go
//     tool is SYSTEM internal.
func (r *Registry) Invoke(ctx context.Context, name string, args json.RawMessage, call Call) (Result, error) {
	start := r.opts.Now()
	res, terr := r.invoke(ctx, name, args, call)
	r.logCall(ctx, name, call, start, len(args), res, terr)
	if terr != nil {
		return res, terr
	}
	return res, nil
}

func (r *Registry) invoke(ctx context.Context, name string, args json.RawMessage, call Call) (Result, *toolerr.Error) {
	t := r.lookup(name)
	if t == nil {
		return Result{}, toolerr.NewParam(toolerr.CodeUnknownTool,
			fmt.Sprintf("no tool named %q is registered on this runner", toolspec.Truncate(name, 80)),
			"choose a tool name returned by ListTools")
	}
	if t.inv == nil {
		return Result{}, toolerr.NewBusiness(CodeNotExecutable,
			fmt.Sprintf("tool %q is catalog-only: it is known for planning but no backend executes it", name))
	}
	if len(args) > r.opts.MaxArgsBytes {
		return Result{}, toolerr.NewParam(CodeArgsTooLarge,
			fmt.Sprintf("arguments are %d bytes, over the limit of %d", len(args), r.opts.MaxArgsBytes),
			"send only the parameters the schema declares, with shorter values")
	}
	if err := t.schema.Validate(args); err != nil {
		terr, _ := toolerr.As(err)
		return Result{}, terr
	}
	ctx, cancel := context.WithTimeout(ctx, t.spec.EffectiveTimeout())
	defer cancel()
	if t.spec.SideEffect == toolspec.Write {
		return r.invokeOnce(ctx, t, args, call)
	}
	return r.run(ctx, t, args)
}

// run calls the tool's invoker and normalizes what it returns.
func (r *Registry) run(ctx context.Context, t *entry, args json.RawMessage) (res Result, terr *toolerr.Error) {
	defer func() {
		if p := recover(); p != nil {
			r.log.LogAttrs(ctx, slog.LevelError, "tool panicked",
				slog.String("tool", t.spec.Name), slog.Any("panic", p), slog.String("stack", string(debug.Stack())))
			res, terr = Result{}, toolerr.Systemf(toolerr.CodeInternal, "tool %q crashed: %v", t.spec.Name, p)
		}
	}()
	out, err := t.inv.Invoke(ctx, args)
	if err != nil {
		return Result{}, normalize(ctx, t.spec, err)
	}
	if len(out) == 0 {
		out = json.RawMessage("null")
	}
	if len(out) > r.opts.MaxOutputBytes {
		return Result{}, &toolerr.Error{Kind: toolerr.System, Code: toolerr.CodeOutputTooLarge,
			Message: fmt.Sprintf("tool %q returned %d bytes, over the runner's cap of %d", t.spec.Name, len(out), r.opts.MaxOutputBytes),
			Hint:    "narrow the request (a shorter range, a filter, fewer rows)"}
	}
	if !json.Valid(out) {
		return Result{}, toolerr.Systemf(CodeInvalidOutput, "tool %q returned output that is not valid JSON", t.spec.Name)
	}
	return Result{Output: out, Summary: Summarize(out)}, nil
}

// normalize turns any error from an invoker into a *toolerr.Error.
func normalize(ctx context.Context, spec toolspec.Spec, err error) *toolerr.Error {
	if te, ok := toolerr.As(err); ok {
		return te
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded):
		return toolerr.NewSystem(toolerr.CodeTimeout,
			fmt.Sprintf("tool %q did not finish within %s", spec.Name, spec.EffectiveTimeout()), true, err)
	case errors.Is(err, context.Canceled) || errors.Is(ctx.Err(), context.Canceled):
		return toolerr.NewSystem(toolerr.CodeCancelled, fmt.Sprintf("call of tool %q was cancelled", spec.Name), false, err)
	default:
		return toolerr.NewSystem(toolerr.CodeInternal, fmt.Sprintf("tool %q failed: %v", spec.Name, err), false, err)
	}
}

// invokeOnce runs a write tool at most once per idempotency key.
func (r *Registry) invokeOnce(ctx context.Context, t *entry, args json.RawMessage, call Call) (Result, *toolerr.Error) {
	key := call.IdempotencyKey
	if key == "" && call.ExecutionID != "" && call.StepID != "" {
		key = call.ExecutionID + "/" + call.StepID
	}
	if key == "" {
		return Result{}, toolerr.NewParam(toolerr.CodeMissingKey,
			fmt.Sprintf("tool %q has side effects and needs an idempotency key", t.spec.Name),
			"pass idempotency_key, or execution_id and step_id, so the write runs at most once")
	}
	key = "tool:" + t.spec.Name + ":" + key
	fp := fingerprint(args)
	claimTTL := t.spec.EffectiveTimeout() + claimMargin
	store := r.opts.Claims
	for {
		rec, acquired, err := store.Claim(ctx, key, fp, idem.Fence{Scope: call.ExecutionID, N: call.Fence}, claimTTL)
		if errors.Is(err, idem.ErrStaleFence) {
			return Result{}, &toolerr.Error{Kind: toolerr.System, Code: CodeStaleFence, Err: err,
				Message: fmt.Sprintf("a newer run of execution %s has taken it over; this write of tool %q was not run", call.ExecutionID, t.spec.Name),
				Hint:    "the planner that sent it lost the task; see the task's record"}
		}
		if err != nil {
			if ctx.Err() != nil {
				return Result{}, normalize(ctx, t.spec, ctx.Err())
			}
			return Result{}, toolerr.NewSystem(CodeClaimStore,
				"cannot claim the idempotency key, so the write was not run: "+err.Error(), true, err)
		}
		if acquired {
			return r.runClaimed(ctx, t, args, key, rec.Token)
		}
		switch {
		case rec.State == idem.Done && rec.Outcome == nil:
			return Result{}, toolerr.Systemf(toolerr.CodeInternal, "idempotency record for tool %q has no outcome", t.spec.Name)
		case rec.State == idem.Done && rec.Fingerprint == fp:
			return replay(rec.Outcome)
		case rec.State == idem.Done && rec.Outcome.Error != nil && rec.Outcome.Error.Kind == toolerr.Param.String():
			// The earlier attempt was refused for its arguments, so nothing
			// was written: corrected arguments may take the key over.
			if err := store.Release(ctx, key, rec.Token); err != nil && !errors.Is(err, idem.ErrNotOwner) {
				return Result{}, toolerr.NewSystem(CodeClaimStore, "cannot release the idempotency key: "+err.Error(), true, err)
			}
		case rec.State == idem.Done:
			return Result{Replayed: true}, &toolerr.Error{Kind: toolerr.Business, Code: CodeIdempotencyConflict,
				Message: fmt.Sprintf("this step already ran tool %q with different arguments; its outcome stands", t.spec.Name),
				Hint:    "a different write needs a new step (a new step_id or idempotency_key)"}
		default: // running elsewhere: wait for its outcome
			if err := store.Wait(ctx, key); err != nil {
				return Result{}, &toolerr.Error{Kind: toolerr.System, Code: toolerr.CodeInProgress, Retryable: true,
					Message: fmt.Sprintf("the same write of tool %q is still running in another call; it was not run again", t.spec.Name),
					Hint:    "repeat the call later with the same key to get its recorded outcome", Err: err}
			}
		}
	}
}

// runClaimed runs the tool holding the claim on key and records its outcome.
func (r *Registry) runClaimed(ctx context.Context, t *entry, args json.RawMessage, key, token string) (Result, *toolerr.Error) {
	res, terr := r.run(ctx, t, args)
	out := idem.Outcome{Output: res.Output, Summary: res.Summary, Error: idem.RecordError(terr), Finished: r.opts.Now()}
	bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), bookkeepingTimeout)
	defer cancel()
	if err := r.opts.Claims.Complete(bctx, key, token, out, r.opts.OutcomeTTL); err != nil {
		// The write ran; only its record is lost. Say so loudly, but return
		// what happened.
		r.log.LogAttrs(ctx, slog.LevelError, "recording write outcome failed",
			slog.String("tool", t.spec.Name), slog.String("error", err.Error()))
	}
	return res, terr
}

func replay(o *idem.Outcome) (Result, *toolerr.Error) {
	if o.Error != nil {
		return Result{Replayed: true}, o.Error.ToolError()
	}
	return Result{Output: o.Output, Summary: o.Summary, Replayed: true}, nil
}

// fingerprint identifies arguments independently of key order and spacing.
func fingerprint(args json.RawMessage) string {
	v, perr := argschema.Decode(args)
	var canon []byte
	if perr == nil {
		canon, _ = json.Marshal(v) // maps marshal with sorted keys
	} else {
		canon = args
	}
	sum := sha256.Sum256(canon)
	return hex.EncodeToString(sum[:16])
}

func (r *Registry) logCall(ctx context.Context, name string, call Call, start time.Time, argBytes int, res Result, terr *toolerr.Error) {
	level := slog.LevelInfo
	if terr != nil {
		level = slog.LevelWarn
	}
	if !r.log.Enabled(ctx, level) {
		return // build no fields for a record nobody keeps
	}
	attrs := []slog.Attr{
		slog.String("tool", name),
		slog.String("execution_id", call.ExecutionID),
		slog.String("step_id", call.StepID),
		slog.Int64("duration_ms", r.opts.Now().Sub(start).Milliseconds()),
		slog.Int("args_bytes", argBytes),
		slog.Bool("replayed", res.Replayed),
	}
	if terr != nil {
		attrs = append(attrs, slog.String("status", "error"), slog.String("kind", terr.Kind.String()),
			slog.String("code", terr.Code), slog.Bool("retryable", terr.Retryable))
		r.log.LogAttrs(ctx, slog.LevelWarn, "tool call failed", attrs...)
		return
	}
	attrs = append(attrs, slog.String("status", "success"), slog.Int("output_bytes", len(res.Output)),
		slog.String("summary", res.Summary))
	r.log.LogAttrs(ctx, slog.LevelInfo, "tool call", attrs...)
}
