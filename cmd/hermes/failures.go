package main

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func failuresCommand() command {
	c := command{
		name:    "failures",
		summary: "List remembered failures grouped by tool, kind, code and message.",
		usage: `Usage: hermes failures [--addr A] [--limit N] [--json]

Every failed or skipped step is remembered by its fingerprint (tool, error
kind, code, message with identifiers and numbers removed) for the planner's
retention; a task whose step fails the same way says so in its log and
report. This lists the groups, the most recently seen first, with their
counts, first and last time, and the latest execution. Needs the operator
role.

Examples:
  hermes failures
  hermes failures --limit 5 --json`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		limit := fs.Int("limit", 20, "most groups listed; 0 lists all")
		asJSON := fs.Bool("json", false, "print one JSON object per group")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if err := wantArgs(fs, pos, 0, "hermes failures takes no arguments"); err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		resp, err := client.ListFailures(ctx, &hermesv1.ListFailuresRequest{Limit: int32(*limit)})
		if err != nil {
			return rpcError(*addr, err)
		}
		if *asJSON {
			for _, g := range resp.GetGroups() {
				b, _ := protojson.Marshal(g)
				fmt.Fprintln(e.stdout, string(b))
			}
			return nil
		}
		printFailures(e, resp.GetGroups())
		return nil
	}
	return c
}

func printFailures(e *env, groups []*hermesv1.FailureGroup) {
	if len(groups) == 0 {
		fmt.Fprintln(e.stdout, "no failures remembered")
		return
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "COUNT\tTOOL\tKIND\tCODE\tFIRST SEEN\tLAST SEEN\tEXAMPLE\tMESSAGE")
	for _, g := range groups {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", g.GetCount(), g.GetTool(),
			strings.TrimPrefix(g.GetKind().String(), "ERROR_KIND_"), dash(g.GetCode()),
			g.GetFirstSeen().AsTime().Local().Format(time.DateTime), g.GetLastSeen().AsTime().Local().Format(time.DateTime),
			g.GetExampleExecutionId(), oneLine(g.GetMessage(), 80))
	}
	_ = tw.Flush()
}
