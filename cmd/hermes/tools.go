package main

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func toolsCommand() command {
	c := command{
		name:    "tools",
		summary: "List the tools a gateway serves, or rank tools for a query offline.",
		usage: `Usage: hermes tools list [--addr A] [--json]
       hermes tools score [--tools FILE]... [--top N] [--json] QUERY

list asks a gateway for the tools its caller may see. score ranks a catalog
(the demo tools, or --tools manifests / function lists) for QUERY with the
embedded lexical scorer, offline, and says which tool would be selected.

Examples:
  hermes tools list
  hermes tools score "导出华东区门店明细"
  hermes tools score --tools ../shared/eval/bfcl/BFCL_v4_multiple.json --top 5 "weather in Paris"`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		if len(args) > 0 && args[0] == "score" {
			return scoreTools(e, c, args[1:])
		}
		if len(args) == 0 || args[0] != "list" {
			fs := newFlags(e, c)
			fs.Usage()
			return &exitError{code: 2, msg: "usage: hermes tools list|score"}
		}
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		asJSON := fs.Bool("json", false, "print JSON")
		if _, err := parse(fs, args[1:]); err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		resp, err := client.ListTools(ctx, &hermesv1.ListToolsRequest{})
		if err != nil {
			return rpcError(*addr, err)
		}
		if *asJSON {
			b, _ := protojson.Marshal(resp)
			fmt.Fprintln(e.stdout, string(b))
			return nil
		}
		tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tFAMILY\tSIDE EFFECT\tSUMMARY")
		for _, t := range resp.GetTools() {
			se := strings.ToLower(strings.TrimPrefix(t.GetSideEffect().String(), "SIDE_EFFECT_"))
			if t.GetRequiresApproval() {
				se += " (approval)"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", t.GetName(), t.GetFamily(), se, t.GetSummary())
		}
		return tw.Flush()
	}
	return c
}
