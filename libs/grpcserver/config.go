package grpcserver

import (
	"flag"
	"fmt"
	"net"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"

	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// Config is the part of every service's configuration that concerns serving
// gRPC, logging, traces and metrics.
type Config struct {
	Listen       string
	MaxRecvBytes int
	MaxSendBytes int
	Drain        time.Duration
	Log          logs.Options
	// Telemetry are the trace and metrics settings (-otlp-endpoint,
	// -metrics-addr, …).
	Telemetry telemetry.Config
	// Provider is the telemetry built from Telemetry: Main sets it before
	// the service is built; nil traces and measures nothing.
	Provider *telemetry.Provider
	// TLS are the service's certificate, key and cluster CA: set, the
	// server speaks mutual TLS only and the service presents the same
	// certificate on its own outgoing calls (ClientTransport).
	TLS tlsconf.Files
	// Allow lists the client identities (certificate DNS SANs or CN) that
	// may call the service's RPCs; empty admits any certificate the CA
	// signed. Health checks are open to any TLS client, for probes.
	Allow string
	// HealthAddr, when set, is a second, plain-text listener that serves
	// only grpc.health.v1: for probes that cannot speak TLS (Kubernetes
	// gRPC probes) to a server with mutual TLS on.
	HealthAddr string
}

// RegisterFlags defines the settings on fs with the given default address.
func (c *Config) RegisterFlags(fs *flag.FlagSet, defaultListen string) {
	fs.StringVar(&c.Listen, "listen", defaultListen, "gRPC listen address (host:port)")
	fs.IntVar(&c.MaxRecvBytes, "max-recv-bytes", DefaultMaxRecvBytes, "largest request message accepted, in bytes")
	fs.IntVar(&c.MaxSendBytes, "max-send-bytes", DefaultMaxSendBytes, "largest response message sent, in bytes")
	fs.DurationVar(&c.Drain, "drain", DefaultDrain, "how long a graceful stop waits for in-flight calls")
	fs.StringVar(&c.Log.Level, "log-level", "info", "log level: debug, info, warn or error")
	fs.StringVar(&c.Log.Format, "log-format", "text", "log encoding: text or json")
	fs.StringVar(&c.TLS.Cert, "tls-cert", "", "PEM certificate of this service, served to clients and presented on its own calls; with -tls-key and -tls-ca turns on mutual TLS")
	fs.StringVar(&c.TLS.Key, "tls-key", "", "PEM private key of -tls-cert")
	fs.StringVar(&c.TLS.CA, "tls-ca", "", "PEM CA certificate every peer's certificate must chain to")
	fs.StringVar(&c.Allow, "tls-allow", "", "comma-separated client identities (certificate DNS name or CN) allowed to call this service; empty allows any certificate the CA signed")
	fs.StringVar(&c.HealthAddr, "health-addr", "", "optional plain-text listen address (host:port) serving only the gRPC health service, for probes that cannot speak TLS; empty serves none")
	c.Telemetry.RegisterFlags(fs)
}

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		return fmt.Errorf("listen: %q is not host:port: %w", c.Listen, err)
	}
	if c.HealthAddr != "" {
		if _, _, err := net.SplitHostPort(c.HealthAddr); err != nil {
			return fmt.Errorf("health-addr: %q is not host:port: %w", c.HealthAddr, err)
		}
	}
	if c.MaxRecvBytes < 1024 {
		return fmt.Errorf("max-recv-bytes: %d is below 1024", c.MaxRecvBytes)
	}
	if c.MaxSendBytes < 1024 {
		return fmt.Errorf("max-send-bytes: %d is below 1024", c.MaxSendBytes)
	}
	if c.Drain <= 0 {
		return fmt.Errorf("drain: must be positive, got %s", c.Drain)
	}
	if err := c.TLS.Validate(); err != nil {
		return err
	}
	if c.Allow != "" && !c.TLS.Enabled() {
		return fmt.Errorf("tls-allow: needs -tls-cert, -tls-key and -tls-ca")
	}
	if err := c.Telemetry.Validate(); err != nil {
		return err
	}
	return c.Log.Validate()
}

// Options returns server options for this configuration; the error names
// a TLS file that could not be loaded.
func (c *Config) Options() (Options, error) {
	opts := Options{MaxRecvBytes: c.MaxRecvBytes, MaxSendBytes: c.MaxSendBytes, Drain: c.Drain, Telemetry: c.Provider, HealthAddr: c.HealthAddr}
	if !c.TLS.Enabled() {
		return opts, nil
	}
	tc, err := c.TLS.Server()
	if err != nil {
		return Options{}, err
	}
	opts.ServerOptions = append(opts.ServerOptions, grpc.Creds(credentials.NewTLS(tc)))
	opts.Allow = tlsconf.NewAllowList(tlsconf.ParseAllow(c.Allow))
	return opts, nil
}

// ClientTransport is the transport of the service's own outgoing calls:
// mutual TLS with the service's certificate when -tls-* are set, plain
// text otherwise.
func (c *Config) ClientTransport() (grpc.DialOption, error) {
	return c.TLS.DialOption()
}
