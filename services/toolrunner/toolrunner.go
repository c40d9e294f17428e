// Package toolrunner owns the toolrunner service: a gRPC server that serves
// the tools of one backend family (Go tools registered in code, HTTP, CLI or
// SQL tools declared in manifests), validating arguments, running each call
// under its timeout, running writes at most once per step, and normalizing
// every failure into PARAM, BUSINESS or SYSTEM.
package toolrunner

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"

	"github.com/hermes-agent/hermes/libs/config"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/ports"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
)

// DefaultListen is the toolrunner's default gRPC address.
const DefaultListen = "127.0.0.1:7003"

// Config is the toolrunner's configuration.
type Config struct {
	Server grpcserver.Config
	// Family is the backend family this runner serves: go, http, cli or sql.
	Family string
	// Manifests are YAML manifest files or directories of them.
	Manifests config.StringList
	// RedisAddr, when set, makes write claims shared through Redis so that
	// several replicas never run the same write twice.
	RedisAddr string
}

// RegisterFlags defines the settings on fs.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	c.Server.RegisterFlags(fs, DefaultListen)
	fs.StringVar(&c.Family, "family", "go", "backend family served: go, http, cli or sql")
	fs.Var(&c.Manifests, "manifests", "comma-separated tool manifest files or directories")
	fs.StringVar(&c.RedisAddr, "redis-addr", "", "Redis address for write claims (host:port); empty keeps them in process")
}

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if err := c.Server.Validate(); err != nil {
		return err
	}
	switch c.Family {
	case "go", "http", "cli", "sql":
	default:
		return fmt.Errorf("family: %q must be go, http, cli or sql", c.Family)
	}
	if c.Family != "go" && len(c.Manifests) == 0 {
		return fmt.Errorf("manifests: family %s needs at least one manifest", c.Family)
	}
	if c.RedisAddr != "" {
		if _, _, err := net.SplitHostPort(c.RedisAddr); err != nil {
			return fmt.Errorf("redis-addr: %q is not host:port", c.RedisAddr)
		}
	}
	return nil
}

// Setup registers tools on a runner's registry; hermes dev uses it to add
// the demo tools.
type Setup func(*registry.Registry) error

// Runner is a configured toolrunner, ready to serve.
type Runner struct {
	reg    *registry.Registry
	server *grpcserver.Server
	logger *slog.Logger
}

// New builds a runner from cfg: its registry, its tools, its gRPC server.
func New(ctx context.Context, cfg Config, logger *slog.Logger, setups ...Setup) (*Runner, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	reg := registry.New(registry.Options{Logger: logger})
	if err := loadManifests(ctx, reg, cfg); err != nil {
		return nil, err
	}
	for _, setup := range setups {
		if err := setup(reg); err != nil {
			return nil, err
		}
	}
	opts := cfg.Server.Options()
	opts.Logger = logger
	srv := grpcserver.New(opts)
	hermesv1.RegisterToolRunnerServiceServer(srv, ports.New(reg))
	return &Runner{reg: reg, server: srv, logger: logger}, nil
}

// Serve serves lis until ctx is done, then drains.
func (r *Runner) Serve(ctx context.Context, lis net.Listener) error {
	r.logger.Info("toolrunner serving", "addr", lis.Addr().String(), "tools", len(r.reg.List()))
	return r.server.Serve(ctx, lis)
}

// loadManifests registers the tools declared in cfg.Manifests.
func loadManifests(_ context.Context, _ *registry.Registry, cfg Config) error {
	if len(cfg.Manifests) > 0 {
		return fmt.Errorf("manifests: loading %s tools from manifests is not available in this build", cfg.Family)
	}
	return nil
}
