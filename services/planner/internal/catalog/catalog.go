// Package catalog is the planner's client side of the toolrunners: it lists
// the tools of every configured runner with their full schemas in one call
// per runner, merges them into one catalog (refusing a name served twice),
// keeps it fresh, and routes each invocation to the runner that serves the
// tool. The planner holds every full schema for validation and argument
// filling; the two-level tool index lives in the prompts, which carry a
// one-line summary per candidate and the full schema of the chosen tool
// only.
package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/backoff"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grant"
	"github.com/hermes-agent/hermes/libs/pbconv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Runner is one toolrunner the catalog draws from.
type Runner struct {
	// Addr names the runner in errors and logs.
	Addr   string
	Client hermesv1.ToolRunnerServiceClient
}

// Catalog is the merged, periodically refreshed view of every runner's tools.
type Catalog struct {
	runners []Runner
	logger  *slog.Logger
	// grants, when set, signs a grant for every call.
	grants *grant.Issuer

	mu      sync.RWMutex
	entries map[string]entry // by tool name
	specs   []toolspec.Spec  // full schemas, sorted by name
}

type entry struct {
	runner int
	spec   toolspec.Spec
}

// New returns a catalog over runners; call Refresh before use.
func New(runners []Runner, logger *slog.Logger) *Catalog {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Catalog{runners: runners, logger: logger}
}

// SignGrants makes every Invoke carry a grant signed by i, which a
// toolrunner holding the planner's public key requires.
func (c *Catalog) SignGrants(i *grant.Issuer) { c.grants = i }

// Dial connects to each address with opts and returns the runners.
func Dial(addrs []string, opts ...grpc.DialOption) ([]Runner, func() error, error) {
	var conns []*grpc.ClientConn
	closeAll := func() error {
		var first error
		for _, c := range conns {
			if err := c.Close(); err != nil && first == nil {
				first = err
			}
		}
		return first
	}
	runners := make([]Runner, 0, len(addrs))
	// A runner that starts after the planner is picked up within seconds:
	// gRPC's default reconnect backoff grows to two minutes.
	opts = append([]grpc.DialOption{grpc.WithConnectParams(grpc.ConnectParams{
		Backoff:           backoff.Config{BaseDelay: 200 * time.Millisecond, Multiplier: 1.6, Jitter: 0.2, MaxDelay: 5 * time.Second},
		MinConnectTimeout: 5 * time.Second,
	})}, opts...)
	for _, a := range addrs {
		conn, err := grpc.NewClient(a, opts...)
		if err != nil {
			_ = closeAll()
			return nil, nil, fmt.Errorf("toolrunner %s: %w", a, err)
		}
		conns = append(conns, conn)
		runners = append(runners, Runner{Addr: a, Client: hermesv1.NewToolRunnerServiceClient(conn)})
	}
	return runners, closeAll, nil
}

// DuplicateError reports a tool name served by two runners: a configuration
// error, since the planner could not tell which one to call.
type DuplicateError struct {
	Tool, First, Second string
}

func (e *DuplicateError) Error() string {
	return fmt.Sprintf("tool %q is served by two toolrunners: %s and %s", e.Tool, e.First, e.Second)
}

// Refresh lists every runner and replaces the catalog. A runner that cannot
// be listed keeps the tools it had in the previous catalog (none the first
// time) and the error names it; the others are refreshed all the same. A
// tool name served by two runners is an error naming both, and the previous
// catalog is kept whole.
func (c *Catalog) Refresh(ctx context.Context) error {
	lists := make([][]toolspec.Spec, len(c.runners))
	errs := make([]error, len(c.runners))
	var wg sync.WaitGroup
	for i, r := range c.runners {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lists[i], errs[i] = describeAll(ctx, r)
			if errs[i] != nil {
				errs[i] = fmt.Errorf("toolrunner %s: %w", r.Addr, errs[i])
			}
		}()
	}
	wg.Wait()

	c.mu.RLock()
	prev := c.entries
	c.mu.RUnlock()
	for i := range c.runners {
		if errs[i] == nil {
			continue
		}
		for _, e := range prev {
			if e.runner == i {
				lists[i] = append(lists[i], e.spec)
			}
		}
	}
	entries := map[string]entry{}
	var all []toolspec.Spec
	for i, specs := range lists {
		for _, s := range specs {
			if prev, dup := entries[s.Name]; dup {
				return &DuplicateError{Tool: s.Name, First: c.runners[prev.runner].Addr, Second: c.runners[i].Addr}
			}
			entries[s.Name] = entry{runner: i, spec: s}
			all = append(all, s)
		}
	}
	sort.Slice(all, func(a, b int) bool { return all[a].Name < all[b].Name })
	c.mu.Lock()
	c.entries, c.specs = entries, all
	c.mu.Unlock()
	return errors.Join(errs...)
}

// describeAll fetches a runner's full schemas in one call. The planner keeps
// full schemas for validation and argument filling; only the one-line
// summaries go into selection prompts.
func describeAll(ctx context.Context, r Runner) ([]toolspec.Spec, error) {
	resp, err := r.Client.ListTools(ctx, &hermesv1.ToolRunnerServiceListToolsRequest{IncludeSchemas: true})
	if err != nil {
		return nil, err
	}
	if len(resp.GetSchemas()) != len(resp.GetTools()) {
		return nil, fmt.Errorf("listed %d tools but %d schemas", len(resp.GetTools()), len(resp.GetSchemas()))
	}
	specs := make([]toolspec.Spec, len(resp.GetSchemas()))
	for i, s := range resp.GetSchemas() {
		specs[i] = pbconv.Spec(s)
	}
	return specs, nil
}

// Run refreshes the catalog every interval until ctx is done, keeping the
// last good catalog when a refresh fails. After a failure it retries sooner —
// after 1 s, doubling up to interval — so that runners started after the
// planner are picked up quickly.
// onRefresh, when not nil, is told the outcome of every refresh.
func (c *Catalog) Run(ctx context.Context, interval time.Duration, lastErr error, onRefresh func(error)) {
	retry := time.Second
	wait := interval
	if lastErr != nil {
		wait = min(retry, interval)
	}
	for {
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		err := c.Refresh(ctx)
		if onRefresh != nil && ctx.Err() == nil {
			onRefresh(err)
		}
		switch {
		case err == nil:
			wait, retry = interval, time.Second
		case ctx.Err() != nil:
			return
		default:
			c.logger.Warn("catalog refresh failed; keeping the previous catalog", "err", err, "retry_in", retry)
			wait, retry = retry, min(2*retry, interval)
		}
	}
}

// Specs returns the full schemas of every tool, sorted by name.
func (c *Catalog) Specs() []toolspec.Spec {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return append([]toolspec.Spec(nil), c.specs...)
}

// Lookup returns the full schema of a tool.
func (c *Catalog) Lookup(name string) (toolspec.Spec, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.entries[name]
	return e.spec, ok
}

// Invoke calls a tool on the runner that serves it. Every failure comes back
// as a *toolerr.Error: a tool not in the catalog is a PARAM not_found error
// and nothing is called; a runner that cannot be reached is SYSTEM.
func (c *Catalog) Invoke(ctx context.Context, tool string, args json.RawMessage, call task.Call) (task.Outcome, error) {
	c.mu.RLock()
	e, ok := c.entries[tool]
	c.mu.RUnlock()
	if !ok {
		return task.Outcome{}, toolerr.NewParam(toolerr.CodeUnknownTool, fmt.Sprintf("no tool named %q in the catalog", tool),
			"choose one of the listed tools")
	}
	r := c.runners[e.runner]
	req := &hermesv1.InvokeToolRequest{
		Tool:           tool,
		ArgumentsJson:  string(args),
		ExecutionId:    call.ExecutionID,
		StepId:         call.StepID,
		IdempotencyKey: call.IdempotencyKey,
		Fence:          call.Fence,
	}
	c.grants.Attach(req, grant.Approval{Approved: call.Approved, By: call.ApprovedBy})
	resp, err := r.Client.InvokeTool(ctx, req)
	if err != nil {
		te := FromStatus(err, r.Addr)
		te.Err = fmt.Errorf("%w: %w", task.ErrNoAnswer, te.Err)
		return task.Outcome{}, te
	}
	if te := pbconv.ToolErrorFrom(resp.GetError()); te != nil {
		return task.Outcome{}, te
	}
	return task.Outcome{Output: json.RawMessage(resp.GetOutputJson()), Summary: resp.GetSummary(), Replayed: resp.GetReplayed()}, nil
}
