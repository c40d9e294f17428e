package main

import (
	"context"
	"fmt"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func resolveCommand() command {
	c := command{
		name:    "resolve",
		summary: "Settle a write of unknown outcome: --done (it wrote) or --retry (it did not).",
		usage: `Usage: hermes resolve [--addr A] (--done | --retry) ID STEP

A write step ends UNKNOWN_OUTCOME when its call got no answer: it may or
may not have written, so it is never called again on its own. Check the
backend, then say what happened: --done records it as written (a new run
replays it), --retry clears it (a new run calls the tool again). STEP is
the step ID the unknown outcome names. Needs the operator role.

Examples:
  hermes resolve --done 20250310T140201-3f9a1c7b notify.0
  hermes resolve --retry 20250310T140201-3f9a1c7b notify.0`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		done := fs.Bool("done", false, "the write happened")
		retry := fs.Bool("retry", false, "the write did not happen; a new run may call it again")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if err := wantArgs(fs, pos, 2, "an execution ID and a step ID are required"); err != nil {
			return err
		}
		if *done == *retry {
			fs.Usage()
			return &exitError{code: 2, msg: "exactly one of --done and --retry is required"}
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		if _, err := client.ResolveStep(ctx, &hermesv1.ResolveStepRequest{ExecutionId: pos[0], StepId: pos[1], Done: *done}); err != nil {
			return rpcError(*addr, err)
		}
		what := "done"
		if *retry {
			what = "to be retried"
		}
		fmt.Fprintf(e.stdout, "%s %s: resolved as %s\n", pos[0], pos[1], what)
		return nil
	}
	return c
}
