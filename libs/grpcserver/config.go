package grpcserver

import (
	"flag"
	"fmt"
	"net"
	"time"

	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/libs/telemetry"
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
}

// RegisterFlags defines the settings on fs with the given default address.
func (c *Config) RegisterFlags(fs *flag.FlagSet, defaultListen string) {
	fs.StringVar(&c.Listen, "listen", defaultListen, "gRPC listen address (host:port)")
	fs.IntVar(&c.MaxRecvBytes, "max-recv-bytes", DefaultMaxRecvBytes, "largest request message accepted, in bytes")
	fs.IntVar(&c.MaxSendBytes, "max-send-bytes", DefaultMaxSendBytes, "largest response message sent, in bytes")
	fs.DurationVar(&c.Drain, "drain", DefaultDrain, "how long a graceful stop waits for in-flight calls")
	fs.StringVar(&c.Log.Level, "log-level", "info", "log level: debug, info, warn or error")
	fs.StringVar(&c.Log.Format, "log-format", "text", "log encoding: text or json")
	c.Telemetry.RegisterFlags(fs)
}

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		return fmt.Errorf("listen: %q is not host:port: %w", c.Listen, err)
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
	if err := c.Telemetry.Validate(); err != nil {
		return err
	}
	return c.Log.Validate()
}

// Options returns server options for this configuration.
func (c *Config) Options() Options {
	return Options{MaxRecvBytes: c.MaxRecvBytes, MaxSendBytes: c.MaxSendBytes, Drain: c.Drain, Telemetry: c.Provider}
}
