// Package planner owns the planner service: the scheduling layer that parses
// goals, plans them into subtask graphs, selects tools and runs the step loop
// against the toolrunners, recording every step. It is the only layer that
// reads or writes the task store.
package planner

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"time"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/config"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/catalog"
	"github.com/hermes-agent/hermes/services/planner/internal/loop"
	"github.com/hermes-agent/hermes/services/planner/internal/observe"
	"github.com/hermes-agent/hermes/services/planner/internal/ports"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// DefaultListen is the planner's default gRPC address.
const DefaultListen = "127.0.0.1:7002"

// DefaultTimeZone is the zone relative dates are resolved in by default.
const DefaultTimeZone = "Asia/Shanghai"

// Config is the planner's configuration.
type Config struct {
	Server grpcserver.Config
	// Toolrunners are the runner addresses whose catalogs are merged.
	Toolrunners config.StringList
	// CatalogRefresh is how often the catalogs are listed again.
	CatalogRefresh time.Duration
	// Limits are the default hard limits of every task.
	Limits          task.Limits
	MaxRepairs      int
	ApprovalTimeout time.Duration
	BreakerFailures int
	BreakerCooldown time.Duration
	// TimeZone is the zone relative dates are resolved in.
	TimeZone string
	// Model selects the model engine; empty keeps the embedded engine.
	Model ModelConfig
	// RequirePrincipal refuses calls that did not come through an
	// authenticating gateway.
	RequirePrincipal bool
	// Store configures where task records live.
	Store StoreConfig
	// Trust is what the planner believes of callers and vouches for to
	// toolrunners.
	Trust TrustConfig
}

// StoreConfig configures the task store: in process by default, Redis
// (shared by several planner replicas) when RedisURL is set.
type StoreConfig struct {
	// RedisURL is redis://[user:password@]host:port[/db], rediss://… for
	// TLS, or host:port; empty keeps the in-process store.
	RedisURL     string
	RedisPrefix  string
	DialTimeout  time.Duration
	Timeout      time.Duration
	Retention    time.Duration
	AuditMaxLen  int64
	AuditMaxAge  time.Duration
	Lease        time.Duration
	WatchClients int
}

func (c *StoreConfig) registerFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.RedisURL, "redis-url", "", "Redis for task records, shared by planner replicas (redis://host:port/db, rediss:// for TLS); empty keeps them in process")
	fs.StringVar(&c.RedisPrefix, "redis-prefix", store.DefaultRedisPrefix, "prefix of every Redis key the planner writes")
	fs.DurationVar(&c.DialTimeout, "redis-dial-timeout", 3*time.Second, "longest wait to connect to Redis (also at start)")
	fs.DurationVar(&c.Timeout, "redis-timeout", 3*time.Second, "longest single Redis read or write")
	fs.DurationVar(&c.Retention, "retention", store.DefaultRetention, "how long an ended task's record and events are kept")
	fs.Int64Var(&c.AuditMaxLen, "audit-max-len", store.DefaultAuditMaxLen, "most entries of the global audit stream (Redis)")
	fs.DurationVar(&c.AuditMaxAge, "audit-max-age", 0, "oldest entry of the global audit stream (Redis); 0 means -retention")
	fs.DurationVar(&c.Lease, "lease", store.DefaultLease, "how long a planner holds a running task without renewing; past it another replica marks the task ABANDONED")
	fs.IntVar(&c.WatchClients, "redis-watch-conns", 256, "Redis connections for following tasks (WatchTask, Execute) at once")
}

// open returns the configured store and a function that closes it.
func (c *StoreConfig) open(ctx context.Context, logger *slog.Logger) (store.Store, func() error, error) {
	if c.RedisURL == "" {
		return store.NewMemory(store.MemoryOptions{Retention: c.Retention}), func() error { return nil }, nil
	}
	st, p, closeStore, err := store.OpenRedis(ctx, store.RedisConfig{URL: c.RedisURL, DialTimeout: c.DialTimeout,
		ReadTimeout: c.Timeout, WriteTimeout: c.Timeout, WatchPoolSize: c.WatchClients,
		Options: store.RedisOptions{Prefix: c.RedisPrefix, Retention: c.Retention, AuditMaxLen: c.AuditMaxLen, AuditMaxAge: c.AuditMaxAge}})
	if err != nil {
		return nil, nil, fmt.Errorf("redis-url: %w", err)
	}
	p.Warn(logger, c.RedisURL)
	return st, closeStore, nil
}

// ModelConfig configures the OpenAI-compatible model engine.
type ModelConfig struct {
	// Name is the model (e.g. gpt-4o-mini, qwen2.5:7b); empty means the
	// embedded engine is used and nothing below matters.
	Name       string
	BaseURL    string
	APIKey     string
	Timeout    time.Duration
	TopK       int
	Structured bool
}

// RegisterFlags defines the settings on fs.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	c.Server.RegisterFlags(fs, DefaultListen)
	c.Toolrunners = config.StringList{"127.0.0.1:7003"}
	fs.Var(&c.Toolrunners, "toolrunners", "comma-separated toolrunner addresses (host:port)")
	fs.DurationVar(&c.CatalogRefresh, "catalog-refresh", 30*time.Second, "how often the toolrunners' catalogs are listed again")
	fs.IntVar(&c.Limits.Parallelism, "parallelism", loop.DefaultParallelism, "subtasks run at once; 1 is the serial mode")
	fs.IntVar(&c.Limits.MaxSteps, "max-steps", loop.DefaultMaxSteps, "most tool invocations per task, repairs and retries included")
	fs.IntVar(&c.Limits.TokenBudget, "token-budget", loop.DefaultTokenBudget, "most model tokens per task")
	fs.DurationVar(&c.Limits.StepTimeout, "step-timeout", loop.DefaultStepTimeout, "longest single step")
	fs.DurationVar(&c.Limits.Deadline, "task-deadline", 0, "longest whole task; 0 means none")
	fs.IntVar(&c.MaxRepairs, "max-repairs", loop.DefaultMaxRepairs, "argument repairs per subtask after PARAM errors")
	fs.DurationVar(&c.ApprovalTimeout, "approval-timeout", loop.DefaultApprovalTimeout, "how long a step waits for approval before it is rejected")
	fs.IntVar(&c.BreakerFailures, "breaker-failures", 2, "consecutive SYSTEM failures that open a tool's circuit")
	fs.DurationVar(&c.BreakerCooldown, "breaker-cooldown", 30*time.Second, "how long an open circuit waits before one probe call")
	fs.StringVar(&c.TimeZone, "timezone", DefaultTimeZone, "IANA time zone relative dates are resolved in")
	fs.BoolVar(&c.RequirePrincipal, "require-principal", false, "refuse calls that carry no principal from an authenticating gateway")
	c.Store.registerFlags(fs)
	fs.StringVar(&c.Model.Name, "model", "", "model name for the OpenAI-compatible engine; empty uses the embedded engine")
	fs.StringVar(&c.Model.BaseURL, "model-base-url", "https://api.openai.com/v1", "chat-completions base URL (OpenAI, vLLM, Ollama, llama.cpp server)")
	fs.StringVar(&c.Model.APIKey, "model-api-key", "", "API key of the model server (prefer the HERMES_MODEL_API_KEY variable)")
	fs.DurationVar(&c.Model.Timeout, "model-timeout", 60*time.Second, "longest single model request")
	fs.IntVar(&c.Model.TopK, "model-top-k", 20, "most candidate tools listed in a selection prompt")
	fs.BoolVar(&c.Model.Structured, "model-structured-output", true, "ask for response_format json_schema (falls back to plain JSON when refused)")
	c.Trust.RegisterFlags(fs)
}

// Serving returns the settings of the gRPC server.
func (c *Config) Serving() *grpcserver.Config { return &c.Server }

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if err := c.Server.Validate(); err != nil {
		return err
	}
	if len(c.Toolrunners) == 0 {
		return errors.New("toolrunners: at least one address is needed")
	}
	for _, a := range c.Toolrunners {
		if _, _, err := net.SplitHostPort(a); err != nil {
			return fmt.Errorf("toolrunners: %q is not host:port", a)
		}
	}
	checks := []struct {
		name string
		bad  bool
	}{
		{"catalog-refresh", c.CatalogRefresh < time.Second},
		{"parallelism", c.Limits.Parallelism < 1 || c.Limits.Parallelism > 64},
		{"max-steps", c.Limits.MaxSteps < 1},
		{"token-budget", c.Limits.TokenBudget < 1},
		{"step-timeout", c.Limits.StepTimeout <= 0},
		{"task-deadline", c.Limits.Deadline < 0},
		{"max-repairs", c.MaxRepairs < 0},
		{"approval-timeout", c.ApprovalTimeout <= 0},
		{"breaker-failures", c.BreakerFailures < 1},
		{"breaker-cooldown", c.BreakerCooldown <= 0},
		{"retention", c.Store.Retention <= 0},
		{"lease", c.Store.Lease < 30*time.Millisecond},
		{"audit-max-len", c.Store.AuditMaxLen < 1},
		{"redis-dial-timeout", c.Store.DialTimeout <= 0},
		{"redis-timeout", c.Store.Timeout <= 0},
	}
	for _, ch := range checks {
		if ch.bad {
			return fmt.Errorf("%s: value out of range (see -help)", ch.name)
		}
	}
	if _, err := time.LoadLocation(c.TimeZone); err != nil {
		return fmt.Errorf("timezone: %w", err)
	}
	if c.Model.Name != "" {
		u, err := url.Parse(c.Model.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("model-base-url: %q is not an http(s) URL", c.Model.BaseURL)
		}
		if c.Model.Timeout <= 0 {
			return errors.New("model-timeout: must be positive")
		}
		if c.Model.TopK < 1 {
			return errors.New("model-top-k: must be at least 1")
		}
	}
	return nil
}

// Reasoner builds the configured reasoner: the embedded engine, or the
// model engine backed by it (dates, result shapes, the template report when
// the model cannot write one).
// Schemas, shared with the step loop, compiles each tool schema once.
// registry returns every tool the planner serves: a task is planned over
// the part its caller may see, scored with the whole registry's word
// statistics (embedded.Options.Registry). obs, when set, is told of each
// model request.
func (c *Config) Reasoner(loc *time.Location, schemas *argschema.Cache, registry func() []toolspec.Spec, logger *slog.Logger, obs model.ChatObserver) (reason.Reasoner, error) {
	emb := embedded.New(embedded.Options{Location: loc, Schemas: schemas, Registry: registry})
	if c.Model.Name == "" {
		return emb, nil
	}
	mode := model.StructuredAuto
	if !c.Model.Structured {
		mode = model.StructuredOff
	}
	eng, err := model.New(model.Options{
		BaseURL:          c.Model.BaseURL,
		Model:            c.Model.Name,
		APIKey:           c.Model.APIKey,
		Timeout:          c.Model.Timeout,
		TopK:             c.Model.TopK,
		StructuredOutput: mode,
		Fallback:         emb,
		Location:         loc,
		Schemas:          schemas,
		Logger:           logger,
		Observer:         obs,
	})
	if err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	return eng, nil
}

// plannerService is the health-check name of the planner's API.
const plannerService = "hermes.v1.PlannerService"

// Planner is a configured planner, ready to serve.
type Planner struct {
	cfg     Config
	logger  *slog.Logger
	catalog *catalog.Catalog
	// refreshErr is the first refresh's failure; the refresh loop retries
	// sooner while it is set.
	refreshErr error
	// closeRun closes the toolrunner connections and the store.
	closeRun func() error
	store    store.Store
	exec     *loop.Executor
	server   *grpcserver.Server
}

// New builds a planner from cfg: its toolrunner clients and catalog, its
// reasoner, its store, its executor and its gRPC server. A tool name served
// by two runners is an error; a runner that cannot be reached yet is only
// logged, and its tools appear when a refresh reaches it.
func New(ctx context.Context, cfg Config, logger *slog.Logger) (*Planner, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	loc, _ := time.LoadLocation(cfg.TimeZone)
	obs, err := observe.New(cfg.Server.Provider)
	if err != nil {
		return nil, err
	}
	// TLS files before anything connects: a missing one is a setting error.
	opts, err := cfg.Server.Options()
	if err != nil {
		return nil, err
	}
	dialOpts, err := cfg.runnerDialOptions()
	if err != nil {
		return nil, err
	}
	// The store first: an unreachable Redis is the error to report at once.
	st, closeStore, err := cfg.Store.open(ctx, logger)
	if err != nil {
		return nil, err
	}
	runners, closeRun, err := catalog.Dial(cfg.Toolrunners, dialOpts...)
	if err != nil {
		_ = closeStore()
		return nil, err
	}
	closeRun = joinClose(closeRun, closeStore)
	cat := catalog.New(runners, logger)
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	refreshErr := cat.Refresh(rctx)
	if refreshErr != nil {
		var dup *catalog.DuplicateError
		if errors.As(refreshErr, &dup) {
			_ = closeRun()
			return nil, refreshErr
		}
		logger.Warn("toolrunner catalog not available yet; will retry", "err", refreshErr)
	}

	schemas := argschema.NewCache(argschema.DefaultCacheSize)
	r, err := cfg.Reasoner(loc, schemas, cat.Specs, logger, obs)
	if err != nil {
		_ = closeRun()
		return nil, err
	}
	repairs := cfg.MaxRepairs
	if repairs == 0 {
		repairs = loop.NoRepairs
	}
	exec := loop.New(cat, r, st, loop.Options{
		Schemas:         schemas,
		Limits:          cfg.Limits,
		MaxRepairs:      repairs,
		ApprovalTimeout: cfg.ApprovalTimeout,
		Lease:           cfg.Store.Lease,
		Breaker:         loop.BreakerOptions{Failures: cfg.BreakerFailures, Cooldown: cfg.BreakerCooldown},
		Logger:          logger,
		Observer:        obs,
	})
	if err := watchBreakers(obs, cat, exec); err != nil {
		_ = closeRun()
		return nil, err
	}
	opts.Logger = logger
	srv := grpcserver.New(opts)
	port := ports.New(exec, st, cat, cfg.RequirePrincipal)
	if err := cfg.Trust.apply(port, cat); err != nil {
		_ = closeRun()
		return nil, err
	}
	hermesv1.RegisterPlannerServiceServer(srv, port)
	if refreshErr != nil {
		// Not ready until every runner's catalog has been read once: a
		// partial catalog would plan with tools missing.
		srv.Hold(plannerService)
	}
	return &Planner{cfg: cfg, logger: logger, catalog: cat, refreshErr: refreshErr, closeRun: closeRun,
		store: st, exec: exec, server: srv}, nil
}

// Serve serves lis and refreshes the catalog until ctx is done; then it
// stops accepting calls, cancels running tasks so they record their end,
// and closes its toolrunner connections.
func (p *Planner) Serve(ctx context.Context, lis net.Listener) error {
	engine := "embedded"
	if p.cfg.Model.Name != "" {
		engine = "model " + p.cfg.Model.Name + " at " + p.cfg.Model.BaseURL
	}
	p.logger.Info("planner serving", "addr", lis.Addr().String(), "toolrunners", p.cfg.Toolrunners.String(), "tools", len(p.catalog.Specs()), "engine", engine)
	refreshCtx, stopRefresh := context.WithCancel(ctx)
	defer stopRefresh()
	if p.refreshErr != nil {
		// A runner that stays down must not keep the planner unready for
		// ever: after one refresh interval it serves what it has.
		grace := time.AfterFunc(p.cfg.CatalogRefresh, func() {
			p.logger.Warn("serving with a partial catalog; some toolrunners are still unreachable")
			p.server.Release(plannerService)
		})
		defer grace.Stop()
	}
	refreshed := make(chan struct{})
	go func() {
		defer close(refreshed)
		p.catalog.Run(refreshCtx, p.cfg.CatalogRefresh, p.refreshErr, func(err error) {
			if err == nil {
				p.server.Release(plannerService)
			}
		})
	}()
	defer func() { stopRefresh(); <-refreshed }()

	reaped := make(chan struct{})
	go func() { defer close(reaped); p.reap(refreshCtx) }()
	defer func() { stopRefresh(); <-reaped }()

	// Running tasks are cancelled as soon as the stop begins, while the
	// server drains: their Execute streams end with the recorded cancel
	// instead of holding the drain until its deadline.
	serving, stopServing := context.WithCancel(ctx)
	shutdown := make(chan error, 1)
	go func() {
		<-serving.Done()
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), p.cfg.Server.Drain)
		defer cancel()
		shutdown <- p.exec.Shutdown(sctx)
	}()
	err := p.server.Serve(serving, lis)
	stopServing()
	if serr := <-shutdown; serr != nil {
		p.logger.Warn("tasks still running at shutdown", "err", serr)
	}
	return errors.Join(err, p.closeRun())
}

func joinClose(fns ...func() error) func() error {
	return func() error {
		var errs []error
		for _, fn := range fns {
			errs = append(errs, fn())
		}
		return errors.Join(errs...)
	}
}

// reap declares abandoned, every third of a lease, the tasks whose planner
// stopped renewing its lease — on any replica.
func (p *Planner) reap(ctx context.Context) {
	t := time.NewTicker(p.cfg.Store.Lease / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		ids, err := p.store.Reap(ctx)
		if err != nil && ctx.Err() == nil {
			p.logger.Warn("reaping expired leases failed", "err", err)
		}
		for _, id := range ids {
			p.logger.Warn("task abandoned: its planner stopped renewing the lease", "execution_id", id)
		}
	}
}
