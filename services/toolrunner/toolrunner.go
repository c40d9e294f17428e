// Package toolrunner owns the toolrunner service: a gRPC server that serves
// the tools of one backend family (Go tools registered in code, HTTP, CLI or
// SQL tools declared in manifests), validating arguments, running each call
// under its timeout, running writes at most once per step, and normalizing
// every failure into PARAM, BUSINESS or SYSTEM.
package toolrunner

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"

	"github.com/hermes-agent/hermes/libs/config"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/idem"
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

// Serving returns the settings of the gRPC server.
func (c *Config) Serving() *grpcserver.Config { return &c.Server }

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
	if c.RedisAddr != "" {
		if _, _, err := net.SplitHostPort(c.RedisAddr); err != nil {
			return fmt.Errorf("redis-addr: %q is not host:port", c.RedisAddr)
		}
	}
	return nil
}

// Setup registers tools on a runner's registry and returns what must be
// closed when the runner stops (nil when nothing).
type Setup func(*registry.Registry) (io.Closer, error)

// GoTools adapts a registration function of Go tools to a Setup.
func GoTools(register func(*registry.Registry) error) Setup {
	return func(reg *registry.Registry) (io.Closer, error) { return nil, register(reg) }
}

// ManifestTools registers the tools of the given family from already loaded
// manifest tools, resolving ${env:…} references through env (nil: the
// process environment).
func ManifestTools(tools []manifest.Tool, family string, env manifest.Lookup) Setup {
	return func(reg *registry.Registry) (io.Closer, error) {
		return reg.RegisterManifest(tools, registry.BuildOptions{Env: env, Families: []toolspec.Family{toolspec.Family(family)}})
	}
}

// Runner is a configured toolrunner, ready to serve.
type Runner struct {
	reg     *registry.Registry
	server  *grpcserver.Server
	logger  *slog.Logger
	closers []io.Closer
}

// New builds a runner from cfg: its claim store, its registry, the tools of
// its manifests and setups, its gRPC server. A manifest error names the
// file, line and field.
func New(ctx context.Context, cfg Config, logger *slog.Logger, setups ...Setup) (*Runner, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	r := &Runner{logger: logger}
	ropts := registry.Options{Logger: logger}
	if cfg.RedisAddr != "" {
		claims, client, err := idem.OpenRedis(ctx, cfg.RedisAddr, idem.RedisOptions{})
		if err != nil {
			return nil, fmt.Errorf("redis-addr: %w", err)
		}
		r.closers = append(r.closers, client)
		ropts.Claims = claims
	}
	r.reg = registry.New(ropts)
	for _, path := range cfg.Manifests {
		cat, err := manifest.Load(path)
		if err != nil {
			_ = r.close()
			return nil, err
		}
		setups = append(setups, ManifestTools(cat.Tools, cfg.Family, nil))
	}
	for _, setup := range setups {
		c, err := setup(r.reg)
		if c != nil {
			r.closers = append(r.closers, c)
		}
		if err != nil {
			_ = r.close()
			return nil, err
		}
	}
	if len(r.reg.List()) == 0 {
		_ = r.close()
		return nil, fmt.Errorf("manifests: no %s tools to serve (give -manifests files declaring %s tools)", cfg.Family, cfg.Family)
	}
	opts := cfg.Server.Options()
	opts.Logger = logger
	r.server = grpcserver.New(opts)
	hermesv1.RegisterToolRunnerServiceServer(r.server, ports.New(r.reg))
	return r, nil
}

// Serve serves lis until ctx is done, then drains and releases what the
// tools hold.
func (r *Runner) Serve(ctx context.Context, lis net.Listener) error {
	r.logger.Info("toolrunner serving", "addr", lis.Addr().String(), "tools", len(r.reg.List()))
	err := r.server.Serve(ctx, lis)
	return errors.Join(err, r.close())
}

func (r *Runner) close() error {
	var errs []error
	for i := len(r.closers) - 1; i >= 0; i-- {
		errs = append(errs, r.closers[i].Close())
	}
	r.closers = nil
	return errors.Join(errs...)
}
