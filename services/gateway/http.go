package gateway

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/hermes-agent/hermes/services/gateway/internal/auth"
	"github.com/hermes-agent/hermes/services/gateway/internal/httpapi"
	"github.com/hermes-agent/hermes/services/gateway/internal/mcpapi"
	"github.com/hermes-agent/hermes/services/gateway/internal/ports"
)

// HTTPConfig configures the gateway's HTTP listener: the webhook, the REST
// mapping with server-sent events, and the MCP endpoint.
type HTTPConfig struct {
	// Addr is the HTTP listen address; empty turns the listener off.
	Addr string
	// MaxBody is the largest request body, in bytes.
	MaxBody int64
	// WebhookSecrets is the file of senders that sign requests with a
	// shared secret; empty accepts API keys only.
	WebhookSecrets string
	// Skew is how far a signed request's timestamp may be from the clock.
	Skew time.Duration
	// MCP serves the Model Context Protocol at /mcp.
	MCP bool
}

// RegisterFlags defines the HTTP settings on fs.
func (c *HTTPConfig) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.Addr, "http-addr", "", "HTTP listen address for the webhook, REST API and MCP endpoint (host:port); empty turns it off")
	fs.Int64Var(&c.MaxBody, "http-max-body", httpapi.DefaultMaxBody, "largest HTTP request body, in bytes")
	fs.StringVar(&c.WebhookSecrets, "webhook-secrets", "", "file of webhook senders (name, roles, shared HMAC secret); empty accepts API keys only")
	fs.DurationVar(&c.Skew, "webhook-skew", httpapi.DefaultSkew, "how far a signed request's timestamp may be from the gateway's clock")
	fs.BoolVar(&c.MCP, "mcp", true, "serve the Model Context Protocol at /mcp on the HTTP listener")
}

// Validate checks the HTTP settings; the error names the bad one.
func (c *HTTPConfig) Validate() error {
	if c.Addr == "" {
		if c.WebhookSecrets != "" {
			return errors.New("webhook-secrets: needs -http-addr")
		}
		return nil
	}
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		return fmt.Errorf("http-addr: %q is not host:port", c.Addr)
	}
	if c.MaxBody < 1024 {
		return fmt.Errorf("http-max-body: %d is below 1024", c.MaxBody)
	}
	if c.Skew <= 0 {
		return fmt.Errorf("webhook-skew: must be positive, got %s", c.Skew)
	}
	return nil
}

// edges are the parts of the gateway beside its gRPC server: the HTTP
// listener and the credential files it reloads.
type edges struct {
	keys    *auth.KeyFile
	senders *auth.SenderFile
	lis     net.Listener
	srv     *http.Server
	drain   time.Duration
	logger  *slog.Logger
}

// loadKeys loads the API-key file, if any.
func (e *edges) loadKeys(path string) error {
	if path == "" {
		return nil
	}
	k, err := auth.WatchKeys(path, e.logger)
	if err != nil {
		return err
	}
	e.keys = &k
	return nil
}

// listenHTTP opens the HTTP listener, when configured, over the gateway's
// service; it listens here, not in Serve, so a taken port fails the start.
func (e *edges) listenHTTP(cfg HTTPConfig, svc *ports.Server) error {
	if cfg.Addr == "" {
		return nil
	}
	opts := httpapi.Options{MaxBody: cfg.MaxBody, Skew: cfg.Skew, Logger: e.logger}
	var mcpKeys mcpapi.Keys
	if e.keys != nil {
		opts.Keys, mcpKeys = e.keys, e.keys
	} else {
		e.logger.Warn("the HTTP listener has no authentication either: every caller sees every tool (set -auth-keys)")
	}
	if cfg.WebhookSecrets != "" {
		s, err := auth.WatchSenders(cfg.WebhookSecrets, e.logger)
		if err != nil {
			return err
		}
		e.senders, opts.Senders = &s, s
	}
	if cfg.MCP {
		opts.MCP = mcpapi.Handler(svc, mcpKeys, "v1", e.logger)
	}
	lis, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("http-addr: %w", err)
	}
	e.lis = lis
	e.srv = &http.Server{Handler: httpapi.New(svc, opts), ReadHeaderTimeout: 10 * time.Second}
	return nil
}

// HTTPAddr is the address of the HTTP listener, or "" when it is off.
func (g *Gateway) HTTPAddr() string {
	if g.edges.lis == nil {
		return ""
	}
	return g.edges.lis.Addr().String()
}

// serve runs the HTTP listener and the credential reloads until ctx is
// done. A SIGHUP reloads the credential files at once.
func (e *edges) serve(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	if e.keys != nil {
		hup := sighup()
		defer signal.Stop(hup)
		g.Go(func() error { e.keys.Run(gctx, auth.ReloadInterval, hup); return nil })
	}
	if e.senders != nil {
		hup := sighup()
		defer signal.Stop(hup)
		g.Go(func() error { e.senders.Run(gctx, auth.ReloadInterval, hup); return nil })
	}
	if e.srv != nil {
		e.logger.Info("gateway serving HTTP", "addr", e.lis.Addr().String())
		g.Go(func() error {
			if err := e.srv.Serve(e.lis); !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		})
		g.Go(func() error {
			<-gctx.Done()
			sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), e.drain)
			defer cancel()
			if err := e.srv.Shutdown(sctx); err != nil {
				// Event streams still open at the deadline are cut.
				return e.srv.Close()
			}
			return nil
		})
	}
	return g.Wait()
}

// sighup returns a channel that receives the process's SIGHUPs; each
// reloading file has its own, as a signal is delivered once per channel.
func sighup() chan os.Signal {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGHUP)
	return c
}
