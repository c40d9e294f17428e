// Command toolrunner serves the tools of one backend family over gRPC.
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
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

func main() {
	if err := run(); err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "toolrunner:", err)
		os.Exit(1)
	}
}

func run() error {
	var cfg toolrunner.Config
	fs := flag.NewFlagSet("toolrunner", flag.ContinueOnError)
	cfg.RegisterFlags(fs)
	if err := config.Load(fs, os.Args[1:], os.Environ()); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger := logs.New(os.Stderr, cfg.Server.Log)
	var setups []toolrunner.Setup
	if cfg.Family == "go" {
		setups = append(setups, toolrunner.GoTools(demo.RegisterGoTools))
	}
	r, err := toolrunner.New(ctx, cfg, logger, setups...)
	if err != nil {
		return err
	}
	lis, err := net.Listen("tcp", cfg.Server.Listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	return r.Serve(ctx, lis)
}
