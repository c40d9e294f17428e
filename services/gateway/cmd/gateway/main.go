// Command gateway serves hermes's public gRPC API.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/hermes-agent/hermes/libs/config"
	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/services/gateway"
)

func main() {
	if err := run(); err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "gateway:", err)
		os.Exit(1)
	}
}

func run() error {
	var cfg gateway.Config
	fs := flag.NewFlagSet("gateway", flag.ContinueOnError)
	cfg.RegisterFlags(fs)
	if err := config.Load(fs, os.Args[1:], os.Environ()); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger := logs.New(os.Stderr, cfg.Server.Log)
	g, err := gateway.New(cfg, logger)
	if err != nil {
		return err
	}
	lis, err := net.Listen("tcp", cfg.Server.Listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	return g.Serve(ctx, lis)
}
