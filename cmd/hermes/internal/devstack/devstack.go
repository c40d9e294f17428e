// Package devstack starts a whole hermes on loopback in one process — one
// toolrunner per backend family, the planner and the gateway, each a real
// gRPC server on its own listener, and the demo backends — with the
// embedded defaults: in-process store, the embedded reasoner, the built-in
// Go tools and the demo's manifest tools.
package devstack

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"slices"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/services/gateway"
	"github.com/hermes-agent/hermes/services/planner"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// Families returns the backend families of the stack's toolrunners, one
// runner each, in the order they start.
func Families() []string { return []string{"go", "http", "sql", "cli"} }

// Options configures a stack. Every listener not pinned takes a free
// loopback port.
type Options struct {
	// GatewayAddr is where the gateway listens; empty means
	// gateway.DefaultListen.
	GatewayAddr string
	// PlannerAddr is where the planner listens.
	PlannerAddr string
	// ToolrunnerAddrs maps a family (one of Families()) to where its toolrunner
	// listens.
	ToolrunnerAddrs map[string]string
	// DemoAddr is where the demo HTTP backends listen.
	DemoAddr string
	// Planner adjusts the planner's configuration after defaults are set.
	Planner func(*planner.Config)
	// Planners is how many planner replicas to start (0 means 1); more
	// than one needs a shared store (RedisURL). The gateway spreads calls
	// over them.
	Planners int
	// RedisURL, when set, is the planners' shared task store.
	RedisURL string
	Logger   *slog.Logger
	// Now is the clock of the demo data; nil means time.Now.
	Now func() time.Time
	// DemoLatency delays every answer of the demo HTTP backends.
	DemoLatency time.Duration
	// Telemetry is every service's trace settings (OTLPEndpoint); each
	// service exports under its own service.name.
	Telemetry telemetry.Config
}

// Stack is a running dev stack.
type Stack struct {
	Gateway string
	// Planner is the first planner replica; Planners lists them all.
	Planner     string
	Planners    []string
	Toolrunners []string
	// Families names the backend family of each toolrunner.
	Families []string
	// DemoHTTP is the base URL of the demo metric and alert centers.
	DemoHTTP string
	group    *errgroup.Group
	backends *demo.Backends
	tel      []*telemetry.Provider
	keys     *keys
}

// Start starts the stack; it serves until ctx is done. Wait returns when
// every server has drained.
func Start(ctx context.Context, opts Options) (*Stack, error) {
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if opts.GatewayAddr == "" {
		opts.GatewayAddr = gateway.DefaultListen
	}
	for family := range opts.ToolrunnerAddrs {
		if !slices.Contains(Families(), family) {
			return nil, fmt.Errorf("toolrunner address for %q: the families are %s", family, strings.Join(Families(), ", "))
		}
	}
	g, gctx := errgroup.WithContext(ctx)
	s := &Stack{group: g}
	var err error

	if s.keys, err = newKeys(); err != nil {
		return nil, err
	}
	backends, err := demo.StartWith(ctx, demo.Config{Now: opts.Now, Latency: opts.DemoLatency, HTTPAddr: opts.DemoAddr})
	if err != nil {
		return nil, errors.Join(err, s.keys.remove())
	}
	s.backends = backends
	s.DemoHTTP = backends.HTTPURL
	// One toolrunner per backend family, as in production.
	for _, family := range Families() {
		setup := toolrunner.ManifestTools(backends.Tools, family, backends.Env)
		if family == "go" {
			setup = toolrunner.GoTools(builtin.Tools()...)
		}
		cfg := toolrunner.Config{Families: toolrunner.DefaultFamilies()}
		cfg.RegisterFlags(defaults())
		cfg.Family = family
		cfg.PlannerKeys = []string{s.keys.plannerPub}
		cfg.Server.TLS, cfg.Server.Allow = s.keys.certs["toolrunner"], "planner"
		if cfg.Server.Provider, err = s.telemetry(ctx, opts, "toolrunner", logger); err != nil {
			return nil, errors.Join(err, s.abort(g))
		}
		lis, err := listen(orEphemeral(opts.ToolrunnerAddrs[family]), &cfg.Server.Listen)
		if err != nil {
			return nil, errors.Join(fmt.Errorf("toolrunner %s: %w", family, err), s.abort(g))
		}
		tr, err := toolrunner.New(ctx, cfg, logger.With("service", "toolrunner", "family", family), setup)
		if err != nil {
			lis.Close()
			return nil, errors.Join(fmt.Errorf("toolrunner %s: %w", family, err), s.abort(g))
		}
		s.Toolrunners = append(s.Toolrunners, lis.Addr().String())
		s.Families = append(s.Families, family)
		g.Go(func() error { return tr.Serve(gctx, lis) })
	}

	if err := s.startPlanners(ctx, gctx, opts, logger); err != nil {
		return nil, errors.Join(err, s.abort(g))
	}

	var gwCfg gateway.Config
	gwCfg.RegisterFlags(defaults())
	gwCfg.PlannerAddr = strings.Join(s.Planners, ",")
	gwCfg.Trust.SigningKey = s.keys.gatewayKey
	gwCfg.PlannerTLS = s.keys.certs["gateway"]
	if gwCfg.Server.Provider, err = s.telemetry(ctx, opts, "gateway", logger); err != nil {
		return nil, errors.Join(err, s.abort(g))
	}
	gwLis, err := listen(opts.GatewayAddr, &gwCfg.Server.Listen)
	if err != nil {
		return nil, errors.Join(fmt.Errorf("gateway: %w", err), s.abort(g))
	}
	gw, err := gateway.New(gwCfg, logger.With("service", "gateway"))
	if err != nil {
		gwLis.Close()
		return nil, errors.Join(fmt.Errorf("gateway: %w", err), s.abort(g))
	}
	s.Gateway = gwLis.Addr().String()
	g.Go(func() error { return gw.Serve(gctx, gwLis) })
	return s, nil
}

// startPlanners starts the planner replicas; the first listens on
// opts.PlannerAddr when it is set.
func (s *Stack) startPlanners(ctx, gctx context.Context, opts Options, logger *slog.Logger) error {
	n := max(opts.Planners, 1)
	if n > 1 && opts.RedisURL == "" {
		return errors.New("planners: more than one planner needs a shared store (a Redis URL)")
	}
	for i := range n {
		var cfg planner.Config
		cfg.RegisterFlags(defaults())
		cfg.Toolrunners = s.Toolrunners
		cfg.Store.RedisURL = opts.RedisURL
		cfg.Trust.GatewayKeys = []string{s.keys.gatewayPub}
		cfg.Trust.SigningKey = s.keys.plannerKey
		cfg.Server.TLS, cfg.Server.Allow = s.keys.certs["planner"], "gateway"
		var err error
		if cfg.Server.Provider, err = s.telemetry(ctx, opts, "planner", logger); err != nil {
			return err
		}
		if opts.Planner != nil {
			opts.Planner(&cfg)
		}
		addr := ""
		if i == 0 {
			addr = opts.PlannerAddr
		}
		lis, err := listen(orEphemeral(addr), &cfg.Server.Listen)
		if err != nil {
			return fmt.Errorf("planner: %w", err)
		}
		pl, err := planner.New(ctx, cfg, logger.With("service", "planner", "replica", i+1))
		if err != nil {
			lis.Close()
			return fmt.Errorf("planner: %w", err)
		}
		s.Planners = append(s.Planners, lis.Addr().String())
		s.group.Go(func() error { return pl.Serve(gctx, lis) })
	}
	s.Planner = s.Planners[0]
	return nil
}

// Wait blocks until every server has stopped, then flushes their spans
// and stops the demo backends.
func (s *Stack) Wait() error {
	err := s.group.Wait()
	return errors.Join(err, s.flush(), s.backends.Close(), s.keys.remove())
}

// telemetry builds one service's telemetry; Wait flushes it.
func (s *Stack) telemetry(ctx context.Context, opts Options, service string, logger *slog.Logger) (*telemetry.Provider, error) {
	p, err := telemetry.New(ctx, opts.Telemetry, telemetry.Info{Service: service, Logger: logger.With("service", service)})
	if err != nil {
		return nil, err
	}
	s.tel = append(s.tel, p)
	return p, nil
}

// flush exports the spans the services still buffer, within a bound.
func (s *Stack) flush() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var errs []error
	for _, p := range s.tel {
		errs = append(errs, p.Shutdown(ctx))
	}
	return errors.Join(errs...)
}

func (s *Stack) abort(g *errgroup.Group) error {
	g.Go(func() error { return errStartFailed })
	err := g.Wait()
	if errors.Is(err, errStartFailed) {
		err = nil
	}
	return errors.Join(err, s.flush(), s.backends.Close(), s.keys.remove())
}

var errStartFailed = errors.New("start failed")

// defaults returns a throwaway flag set whose registration fills a config
// with its defaults.
func defaults() *flag.FlagSet {
	fs := flag.NewFlagSet("dev", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// orEphemeral returns addr, or a free loopback port when it is empty.
func orEphemeral(addr string) string {
	if addr == "" {
		return "127.0.0.1:0"
	}
	return addr
}

// listen opens addr and writes the bound address into *field.
func listen(addr string, field *string) (net.Listener, error) {
	lis, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen %s: %w", addr, err)
	}
	*field = lis.Addr().String()
	return lis, nil
}
