// Package gateway owns the gateway service: hermes's public entry point. It
// accepts goals and structured tasks, names each execution, and relays the
// planner's events and state to callers. It is the entry layer only: it
// never calls a toolrunner and never touches the task store.
package gateway

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"

	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors"
	grpcauth "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/auth"
	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/selector"
	"google.golang.org/grpc"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/tlsconf"
	"github.com/hermes-agent/hermes/services/gateway/internal/cron"
	"github.com/hermes-agent/hermes/services/gateway/internal/ports"
)

// DefaultListen is the gateway's default gRPC address.
const DefaultListen = "127.0.0.1:7001"

// Config is the gateway's configuration.
type Config struct {
	Server grpcserver.Config
	// PlannerAddr is the planner's address.
	PlannerAddr string
	// AuthKeys is the API-key file; empty means no authentication (every
	// caller sees every tool).
	AuthKeys string
	// HTTP is the webhook, REST and MCP listener.
	HTTP HTTPConfig
	// Trust is how the gateway vouches for callers to the planner.
	Trust TrustConfig
	// PlannerTLS is the gateway's certificate, key and cluster CA for its
	// calls to the planners (mutual TLS); empty means plain text. They are
	// apart from -tls-*, which would secure the gateway's own public port.
	PlannerTLS tlsconf.Files
	// CronJobs is the scheduled-jobs file; empty means none.
	CronJobs string
}

// RegisterFlags defines the settings on fs.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	c.Server.RegisterFlags(fs, DefaultListen)
	fs.StringVar(&c.PlannerAddr, "planner-addr", "127.0.0.1:7002", "planner replicas: host:port (every address DNS gives), dns:///host:port, or a comma-separated list; calls go round robin over the healthy ones")
	fs.StringVar(&c.AuthKeys, "auth-keys", "", "API-key file (name, roles, sha256 of each key), reloaded on change or SIGHUP; empty disables authentication")
	c.HTTP.RegisterFlags(fs)
	c.Trust.RegisterFlags(fs)
	fs.StringVar(&c.PlannerTLS.Cert, "planner-tls-cert", "", "PEM certificate the gateway presents to the planners; with -planner-tls-key and -planner-tls-ca turns on mutual TLS to them")
	fs.StringVar(&c.PlannerTLS.Key, "planner-tls-key", "", "PEM private key of -planner-tls-cert")
	fs.StringVar(&c.CronJobs, "cron-jobs", "", "YAML file of scheduled goals (name, schedule, time_zone, goal or task, principal, concurrency_policy, starting_deadline); every gateway replica may load the same file: each fire runs once")
	fs.StringVar(&c.PlannerTLS.CA, "planner-tls-ca", "", "PEM CA certificate the planners' certificates must chain to")
}

// Serving returns the settings of the gRPC server.
func (c *Config) Serving() *grpcserver.Config { return &c.Server }

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if err := c.Server.Validate(); err != nil {
		return err
	}
	if _, _, err := plannerTarget(c.PlannerAddr); err != nil {
		return err
	}
	if err := c.Trust.Validate(); err != nil {
		return err
	}
	if err := c.plannerTLS().Validate(); err != nil {
		return err
	}
	return c.HTTP.Validate()
}

// gatewayService is the full name of the public API.
const gatewayService = "hermes.v1.GatewayService"

// Gateway is a configured gateway, ready to serve.
type Gateway struct {
	conn   *grpc.ClientConn
	server *grpcserver.Server
	edges  edges
	cron   *cron.Scheduler
	logger *slog.Logger
}

// New builds a gateway from cfg.
func New(cfg Config, logger *slog.Logger) (*Gateway, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	target, dialOpts, err := plannerTarget(cfg.PlannerAddr)
	if err != nil {
		return nil, err
	}
	opts, err := cfg.Server.Options()
	if err != nil {
		return nil, err
	}
	plannerOpts, err := plannerDialOptions(cfg)
	if err != nil {
		return nil, err
	}
	conn, err := grpc.NewClient(target, append(dialOpts, plannerOpts...)...)
	if err != nil {
		return nil, fmt.Errorf("planner-addr: %w", err)
	}
	opts.Logger = logger
	ed := edges{drain: cfg.Server.Drain, logger: logger}
	if err := ed.loadKeys(cfg.AuthKeys); err != nil {
		conn.Close()
		return nil, err
	}
	if keys := ed.keys; keys != nil {
		// Health and reflection stay open for probes and grpcurl list.
		api := selector.MatchFunc(func(_ context.Context, c interceptors.CallMeta) bool { return c.Service == gatewayService })
		opts.Unary = append(opts.Unary, selector.UnaryServerInterceptor(grpcauth.UnaryServerInterceptor(keys.Authenticate), api))
		opts.Stream = append(opts.Stream, selector.StreamServerInterceptor(grpcauth.StreamServerInterceptor(keys.Authenticate), api))
	} else {
		logger.Warn("authentication is off: every caller sees every tool (set -auth-keys)")
	}
	srv := grpcserver.New(opts)
	svc := ports.New(hermesv1.NewPlannerServiceClient(conn), nil)
	if err := cfg.Trust.apply(svc); err != nil {
		conn.Close()
		return nil, err
	}
	hermesv1.RegisterGatewayServiceServer(srv, svc)
	var sched *cron.Scheduler
	if cfg.CronJobs != "" {
		jobs, err := cron.Load(cfg.CronJobs)
		if err != nil {
			conn.Close()
			return nil, err
		}
		sched = cron.New(jobs, svc, nil, logger)
		svc.ServeCron(sched)
	}
	if err := ed.listenHTTP(cfg.HTTP, svc); err != nil {
		conn.Close()
		return nil, err
	}
	return &Gateway{conn: conn, server: srv, edges: ed, cron: sched, logger: logger}, nil
}

// Serve serves lis until ctx is done, then drains and closes the planner
// connection.
func (g *Gateway) Serve(ctx context.Context, lis net.Listener) error {
	g.logger.Info("gateway serving", "addr", lis.Addr().String())
	edgesDone := make(chan error, 1)
	go func() { edgesDone <- g.edges.serve(ctx) }()
	cronDone := make(chan struct{})
	go func() {
		defer close(cronDone)
		if g.cron != nil {
			g.cron.Run(ctx)
		}
	}()
	err := g.server.Serve(ctx, lis)
	<-cronDone
	return errors.Join(err, <-edgesDone, g.conn.Close())
}
