// Package toolrunner owns the toolrunner service: a gRPC server that serves
// the tools of one backend family (Go tools registered in code, or the
// manifest tools of one of the families it is given — HTTP, CLI, SQL by
// default), validating arguments, running each call under its timeout,
// running writes at most once per step, and normalizing every failure into
// PARAM, BUSINESS or SYSTEM. Package tool is its extension API.
package toolrunner

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"strings"

	"github.com/hermes-agent/hermes/libs/config"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/clitool"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/httptool"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/idem"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/ports"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/sqltool"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// DefaultListen is the toolrunner's default gRPC address.
const DefaultListen = "127.0.0.1:7003"

// Config is the toolrunner's configuration.
type Config struct {
	Server grpcserver.Config
	// Family is the backend family this runner serves: go for the Go tools
	// given to New, or the name of one of Families.
	Family string
	// Manifests are YAML manifest files or directories of them.
	Manifests config.StringList
	// RedisAddr, when set, makes write claims shared through Redis so that
	// several replicas never run the same write twice: host:port, or a
	// redis:// or rediss:// URL carrying a password, database or TLS.
	RedisAddr string
	// PlannerKeys are Ed25519 public key files (PEM) of the planners; when
	// set, a call runs only under a grant one of them signed for it.
	PlannerKeys config.StringList
	// Families are the manifest families this runner can serve. Set them
	// before RegisterFlags: the -family flag's help and its validation list
	// their names. Nil means DefaultFamilies().
	Families []tool.Family
}

// DefaultFamilies returns the manifest families the toolrunner ships: http,
// cli, sql, and catalog (tools known for planning, never executed).
func DefaultFamilies() []tool.Family {
	return []tool.Family{httptool.Family(), clitool.Family(), sqltool.Family(), catalogFamily()}
}

// catalogFamily registers catalog-only tools: they have no executor.
func catalogFamily() tool.Family {
	return tool.NewFamily(toolspec.FamilyCatalog, func(manifest.Tool, tool.Env) (tool.Invoker, error) { return nil, nil })
}

func (c *Config) families() []tool.Family {
	if c.Families == nil {
		return DefaultFamilies()
	}
	return c.Families
}

// familyNames lists go and the names of the families, in order, for help
// texts and errors: "go, http, cli, sql or catalog".
func (c *Config) familyNames() string {
	names := []string{string(toolspec.FamilyGo)}
	for _, f := range c.families() {
		names = append(names, string(f.Name))
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// RegisterFlags defines the settings on fs.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	c.Server.RegisterFlags(fs, DefaultListen)
	fs.StringVar(&c.Family, "family", string(toolspec.FamilyGo), "backend family served: "+c.familyNames())
	fs.Var(&c.Manifests, "manifests", "comma-separated tool manifest files or directories")
	fs.StringVar(&c.RedisAddr, "redis-addr", "", "Redis for write claims: host:port, or redis://:PASSWORD@host:port/DB (rediss:// for TLS); empty keeps them in process")
	fs.Var(&c.PlannerKeys, "planner-keys", "comma-separated planner public key files (PEM); when set, a call runs only under a grant a planner signed for it")
}

// Serving returns the settings of the gRPC server.
func (c *Config) Serving() *grpcserver.Config { return &c.Server }

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if err := c.Server.Validate(); err != nil {
		return err
	}
	seen := map[toolspec.Family]bool{toolspec.FamilyGo: true}
	for _, f := range c.families() {
		switch {
		case f.Name == toolspec.FamilyGo:
			return fmt.Errorf("families: %q is the family of Go tools given in code, not a manifest family", f.Name)
		case seen[f.Name]:
			return fmt.Errorf("families: %q is given twice", f.Name)
		case f.Name == "" || f.Open == nil:
			return fmt.Errorf("families: a family needs a name and an Open function")
		}
		seen[f.Name] = true
	}
	if !seen[toolspec.Family(c.Family)] {
		return fmt.Errorf("family: %q must be %s", c.Family, c.familyNames())
	}
	if c.RedisAddr != "" && !validRedisAddr(c.RedisAddr) {
		return fmt.Errorf("redis-addr: %q is neither host:port nor a redis:// or rediss:// URL", c.RedisAddr)
	}
	return nil
}

// validRedisAddr accepts host:port, or a URL for a Redis that needs a
// password, a database number or TLS (redis://:PASSWORD@host:6379/0,
// rediss://…).
func validRedisAddr(addr string) bool {
	if !strings.Contains(addr, "://") {
		_, _, err := net.SplitHostPort(addr)
		return err == nil
	}
	u, err := url.Parse(addr)
	return err == nil && (u.Scheme == "redis" || u.Scheme == "rediss") && u.Host != ""
}

// Setup adds tools to a runner while New builds it; GoTools and
// ManifestTools make one.
type Setup struct {
	add func(*assembly) (io.Closer, error)
}

// assembly is what a Setup adds tools to.
type assembly struct {
	reg      *registry.Registry
	families []tool.Family
}

// GoTools registers Go tools: a module outside the toolrunner gives a
// runner its own tools this way.
func GoTools(tools ...tool.Go) Setup {
	return Setup{add: func(a *assembly) (io.Closer, error) {
		for _, t := range tools {
			if err := a.reg.RegisterFunc(t.Spec, t.Func); err != nil {
				return nil, err
			}
		}
		return nil, nil
	}}
}

// ManifestTools registers the tools of the named family from already
// loaded manifest tools, built by the runner's family of that name and
// resolving ${env:…} references through env (nil: the process
// environment).
func ManifestTools(tools []manifest.Tool, family string, env manifest.Lookup) Setup {
	return Setup{add: func(a *assembly) (io.Closer, error) {
		for _, f := range a.families {
			if string(f.Name) == family {
				return a.reg.RegisterManifest(tools, registry.BuildOptions{Env: env, Families: []tool.Family{f}})
			}
		}
		return nil, fmt.Errorf("family: this runner has no %q family to build manifest tools with", family)
	}}
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
		if cfg.Family != string(toolspec.FamilyGo) { // Go tools come from code only
			setups = append(setups, ManifestTools(cat.Tools, cfg.Family, nil))
		}
	}
	a := &assembly{reg: r.reg, families: cfg.families()}
	for _, setup := range setups {
		if setup.add == nil {
			continue
		}
		c, err := setup.add(a)
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
	opts, err := cfg.Server.Options()
	if err != nil {
		_ = r.close()
		return nil, err
	}
	opts.Logger = logger
	r.server = grpcserver.New(opts)
	port := ports.New(r.reg)
	if err := requireGrants(port, cfg.PlannerKeys, logger); err != nil {
		_ = r.close()
		return nil, err
	}
	hermesv1.RegisterToolRunnerServiceServer(r.server, port)
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
