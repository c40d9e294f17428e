package grpcserver

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hermes-agent/hermes/libs/config"
	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/libs/telemetry"
)

// Service is a configured service that serves a listener until ctx ends.
type Service interface {
	Serve(ctx context.Context, lis net.Listener) error
}

// Settings is a service's configuration as Main needs it.
type Settings interface {
	RegisterFlags(fs *flag.FlagSet)
	// Serving returns the part that says where and how to serve.
	Serving() *Config
}

// Main is the whole of a service's main: it loads settings from the
// command line, HERMES_* variables and an optional YAML file, sets up the
// telemetry (traces per -otlp-endpoint or OTEL_*, /metrics on
// -metrics-addr), builds the service, listens, and serves until SIGINT or
// SIGTERM, then drains and flushes the spans left. It exits the process
// with 1 and a message naming the service on any error.
func Main[S Settings](name string, settings S, build func(ctx context.Context, s S, logger *slog.Logger) (Service, error)) {
	if err := run(name, settings, build); err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		os.Exit(1)
	}
}

func run[S Settings](name string, settings S, build func(context.Context, S, *slog.Logger) (Service, error)) error {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	settings.RegisterFlags(fs)
	if err := config.Load(fs, os.Args[1:], os.Environ()); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	serving := settings.Serving()
	logger := logs.New(os.Stderr, serving.Log).With("service", name)
	tel, metricsLis, err := startTelemetry(ctx, name, serving, logger)
	if err != nil {
		return err
	}
	defer flush(tel, logger)
	serving.Provider = tel
	svc, err := build(ctx, settings, logger)
	if err != nil {
		return errors.Join(err, closeListener(metricsLis))
	}
	lis, err := net.Listen("tcp", serving.Listen)
	if err != nil {
		return errors.Join(fmt.Errorf("listen: %w", err), closeListener(metricsLis))
	}
	metricsDone := make(chan error, 1)
	go func() { metricsDone <- tel.ServeMetrics(ctx, metricsLis, logger) }()
	err = svc.Serve(ctx, lis)
	stop() // the metrics listener stops with the service
	return errors.Join(err, <-metricsDone)
}

// startTelemetry builds the process's telemetry and opens its metrics
// listener (nil when -metrics-addr is empty).
func startTelemetry(ctx context.Context, name string, serving *Config, logger *slog.Logger) (*telemetry.Provider, net.Listener, error) {
	if err := serving.Telemetry.Validate(); err != nil {
		return nil, nil, err
	}
	tel, err := telemetry.New(ctx, serving.Telemetry, telemetry.Info{Service: name, Logger: logger})
	if err != nil {
		return nil, nil, err
	}
	lis, err := tel.ListenMetrics()
	if err != nil {
		return nil, nil, errors.Join(err, tel.Shutdown(ctx))
	}
	return tel, lis, nil
}

// flush exports the spans still buffered, within a bound: a collector that
// went away must not hold the exit.
func flush(tel *telemetry.Provider, logger *slog.Logger) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := tel.Shutdown(ctx); err != nil {
		logger.Warn("flushing traces failed", "err", err)
	}
}

func closeListener(lis net.Listener) error {
	if lis == nil {
		return nil
	}
	return lis.Close()
}
