// Package devstack starts a whole hermes on loopback in one process — a
// toolrunner, the planner and the gateway, each a real gRPC server on its
// own listener — with the embedded defaults: in-process store, the embedded
// reasoner, and the demo tools.
package devstack

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/hermes-agent/hermes/services/gateway"
	"github.com/hermes-agent/hermes/services/planner"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// Options configures a stack.
type Options struct {
	// GatewayAddr is where the gateway listens; planner and toolrunner take
	// free loopback ports.
	GatewayAddr string
	// Planner adjusts the planner's configuration after defaults are set.
	Planner func(*planner.Config)
	Logger  *slog.Logger
	// Now is the clock of the demo data; nil means time.Now.
	Now func() time.Time
	// DemoLatency delays every answer of the demo HTTP backends.
	DemoLatency time.Duration
}

// Stack is a running dev stack.
type Stack struct {
	Gateway     string
	Planner     string
	Toolrunners []string
	// Families names the backend family of each toolrunner.
	Families []string
	// DemoHTTP is the base URL of the demo metric and alert centers.
	DemoHTTP string
	group    *errgroup.Group
	backends *demo.Backends
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
	g, gctx := errgroup.WithContext(ctx)
	s := &Stack{group: g}

	backends, err := demo.StartWith(ctx, demo.Config{Now: opts.Now, Latency: opts.DemoLatency})
	if err != nil {
		return nil, err
	}
	s.backends = backends
	s.DemoHTTP = backends.HTTPURL
	// One toolrunner per backend family, as in production.
	runners := []struct {
		family string
		setup  toolrunner.Setup
	}{
		{"go", toolrunner.GoTools(builtin.Tools()...)},
		{"http", toolrunner.ManifestTools(backends.Tools, "http", backends.Env)},
		{"sql", toolrunner.ManifestTools(backends.Tools, "sql", backends.Env)},
		{"cli", toolrunner.ManifestTools(backends.Tools, "cli", backends.Env)},
	}
	for _, rc := range runners {
		var cfg toolrunner.Config
		cfg.RegisterFlags(defaults())
		cfg.Family = rc.family
		lis, err := listen("127.0.0.1:0", &cfg.Server.Listen)
		if err != nil {
			return nil, errors.Join(err, s.abort(g))
		}
		tr, err := toolrunner.New(ctx, cfg, logger.With("service", "toolrunner", "family", rc.family), rc.setup)
		if err != nil {
			lis.Close()
			return nil, errors.Join(fmt.Errorf("toolrunner %s: %w", rc.family, err), s.abort(g))
		}
		s.Toolrunners = append(s.Toolrunners, lis.Addr().String())
		s.Families = append(s.Families, rc.family)
		g.Go(func() error { return tr.Serve(gctx, lis) })
	}

	var plCfg planner.Config
	plCfg.RegisterFlags(defaults())
	plCfg.Toolrunners = s.Toolrunners
	if opts.Planner != nil {
		opts.Planner(&plCfg)
	}
	plLis, err := listen("127.0.0.1:0", &plCfg.Server.Listen)
	if err != nil {
		return nil, errors.Join(err, s.abort(g))
	}
	pl, err := planner.New(ctx, plCfg, logger.With("service", "planner"))
	if err != nil {
		plLis.Close()
		return nil, errors.Join(fmt.Errorf("planner: %w", err), s.abort(g))
	}
	s.Planner = plLis.Addr().String()
	g.Go(func() error { return pl.Serve(gctx, plLis) })

	var gwCfg gateway.Config
	gwCfg.RegisterFlags(defaults())
	gwCfg.PlannerAddr = s.Planner
	gwLis, err := listen(opts.GatewayAddr, &gwCfg.Server.Listen)
	if err != nil {
		return nil, errors.Join(err, s.abort(g))
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

// Wait blocks until every server has stopped, then stops the demo
// backends.
func (s *Stack) Wait() error {
	return errors.Join(s.group.Wait(), s.backends.Close())
}

func (s *Stack) abort(g *errgroup.Group) error {
	g.Go(func() error { return errStartFailed })
	err := g.Wait()
	if errors.Is(err, errStartFailed) {
		err = nil
	}
	return errors.Join(err, s.backends.Close())
}

var errStartFailed = errors.New("start failed")

// defaults returns a throwaway flag set whose registration fills a config
// with its defaults.
func defaults() *flag.FlagSet {
	fs := flag.NewFlagSet("dev", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
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
