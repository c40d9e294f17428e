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

	"github.com/hermes-agent/hermes/libs/config"
	"github.com/hermes-agent/hermes/libs/logs"
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
// command line, HERMES_* variables and an optional YAML file, builds the
// service, listens, and serves until SIGINT or SIGTERM, then drains. It
// exits the process with 1 and a message naming the service on any error.
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
	svc, err := build(ctx, settings, logger)
	if err != nil {
		return err
	}
	lis, err := net.Listen("tcp", serving.Listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	return svc.Serve(ctx, lis)
}
