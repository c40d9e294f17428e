// Command planner serves the planner: goal parsing, planning, tool selection
// and the step loop.
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
	_ "time/tzdata" // relative dates need the zone database even where the system has none

	"github.com/hermes-agent/hermes/libs/config"
	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/services/planner"
)

func main() {
	if err := run(); err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "planner:", err)
		os.Exit(1)
	}
}

func run() error {
	var cfg planner.Config
	fs := flag.NewFlagSet("planner", flag.ContinueOnError)
	cfg.RegisterFlags(fs)
	if err := config.Load(fs, os.Args[1:], os.Environ()); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger := logs.New(os.Stderr, cfg.Server.Log)
	p, err := planner.New(ctx, cfg, logger)
	if err != nil {
		return err
	}
	lis, err := net.Listen("tcp", cfg.Server.Listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	return p.Serve(ctx, lis)
}
