package main

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"text/tabwriter"

	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func toolsCommand() command {
	c := command{
		name:    "tools",
		summary: "List the tools a gateway serves, rank tools for a query, or lint a catalog.",
		usage: `Usage: hermes tools list [--addr A] [--json]
       hermes tools score [--tools FILE]... [--top N] [--json] QUERY
       hermes tools lint [--tools FILE]... [--similarity X] [--json]

list asks a gateway for the tools its caller may see. score ranks a catalog
(the demo tools, or --tools manifests / function lists) for QUERY with the
embedded lexical scorer, offline, and says which tool would be selected.
lint checks a catalog for what makes a planner pick the wrong tool: tools
without when_not_to_use, pairs whose descriptions are too alike to tell
apart (both shown, with the words they share), a when_not_to_use naming a
tool that does not exist, write tools without requires_approval; it exits
1 when it finds something.

Examples:
  hermes tools list
  hermes tools score "导出华东区门店明细"
  hermes tools score --tools ../shared/eval/bfcl/BFCL_v4_multiple.json --top 5 "weather in Paris"
  hermes tools lint --tools my-tools/
  hermes tools lint --json --tools my-tools/ > lint.json   # in CI`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		sub := ""
		if len(args) > 0 {
			sub = args[0]
		}
		switch sub {
		case "list":
			return listTools(ctx, e, c, args[1:])
		case "score":
			return scoreTools(e, c, args[1:])
		case "lint":
			return lintTools(e, c, args[1:])
		case "-h", "-help", "--help", "help":
			toolsUsage(e, c)
			return flag.ErrHelp
		}
		toolsUsage(e, c)
		if sub == "" {
			return &exitError{code: 2, msg: "usage: hermes tools list|score|lint"}
		}
		return &exitError{code: 2, msg: fmt.Sprintf("unknown tools subcommand %q: want list, score or lint", sub)}
	}
	return c
}

// toolsUsage prints the command's help with the flags of both
// subcommands, which take different flags.
func toolsUsage(e *env, c command) {
	fmt.Fprintf(e.stderr, "%s\n\n%s\n", c.summary, strings.TrimSpace(c.usage))
	list, _ := listFlags(e, c)
	fmt.Fprintln(e.stderr, "\nFlags of tools list:")
	list.PrintDefaults()
	score, _ := scoreFlags(e, c)
	fmt.Fprintln(e.stderr, "\nFlags of tools score:")
	score.PrintDefaults()
	lf, _ := lintFlags(e, c)
	fmt.Fprintln(e.stderr, "\nFlags of tools lint:")
	lf.PrintDefaults()
}

// listOptions are the flags of hermes tools list.
type listOptions struct {
	addr   *string
	asJSON *bool
}

func listFlags(e *env, c command) (*flag.FlagSet, listOptions) {
	fs := newFlags(e, c)
	return fs, listOptions{addr: gatewayFlag(fs, e), asJSON: fs.Bool("json", false, "print JSON")}
}

// listTools is `hermes tools list`.
func listTools(ctx context.Context, e *env, c command, args []string) error {
	fs, opts := listFlags(e, c)
	if _, err := parse(fs, args); err != nil {
		return err
	}
	client, closeConn, err := dial(e, *opts.addr)
	if err != nil {
		return err
	}
	defer closeConn()
	resp, err := client.ListTools(ctx, &hermesv1.ListToolsRequest{})
	if err != nil {
		return rpcError(*opts.addr, err)
	}
	if *opts.asJSON {
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
