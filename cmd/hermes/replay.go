package main

import (
	"context"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func replayCommand() command {
	c := command{
		name:    "replay",
		summary: "Print a past run as its live log was: every recorded event, in order.",
		usage: `Usage: hermes replay [--addr A] [--json] ID

Prints the execution's recorded events in the live-log format of hermes run
(--json: one JSON object per line), then its report. A run still going is
followed to its end. With planner replicas sharing Redis, any replica
answers for any run within the retention.

Examples:
  hermes replay 20250310T140201-3f9a1c7b
  hermes replay --json 20250310T140201-3f9a1c7b > run.ndjson`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		asJSON := fs.Bool("json", false, "print events as JSON lines (NDJSON)")
		id, err := parseID(fs, args)
		if err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		stream, err := client.WatchTask(ctx, &hermesv1.WatchTaskRequest{ExecutionId: id})
		if err != nil {
			return rpcError(*addr, err)
		}
		last, err := printEvents(e, *addr, stream, *asJSON)
		if err != nil {
			return err
		}
		if last != nil && !*asJSON {
			printResult(e.stdout, last)
		}
		return nil
	}
	return c
}
