package main

import (
	"context"
	"fmt"
	"text/tabwriter"

	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func memoryCommand() command {
	c := command{
		name:    "memory",
		summary: "Read and save your defaults (region, report format, recipients) for goals that leave them out.",
		usage: `Usage: hermes memory [--addr A] [--principal NAME] get KEY
       hermes memory [--addr A] [--principal NAME] set KEY VALUE
       hermes memory [--addr A] [--principal NAME] unset KEY
       hermes memory [--addr A] [--principal NAME] [--json] list

Saved preferences are long-term defaults of one principal. When a goal does
not state a value, the planner fills a tool parameter of the same name from
them, if the tool's schema accepts the value, and says so in the plan and
events ("region=east from your saved defaults"); a goal that states the value
keeps its own. The key format (text, email, table, markdown) is the report's
format when the goal names none. A list value is JSON or comma-separated.
You read and change only your own; --principal names another's and needs
the admin role.

Examples:
  hermes memory set region east
  hermes memory set format table
  hermes memory set recipients '["ops@example.com","lead@example.com"]'
  hermes memory get region
  hermes memory list --json
  hermes memory unset region`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		who := fs.String("principal", "", "whose preferences (default: your own; another's needs the admin role)")
		asJSON := fs.Bool("json", false, "list: print one JSON object")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if len(pos) == 0 {
			fs.Usage()
			return &exitError{code: 2, msg: "name a subcommand: get, set, unset or list"}
		}
		want := map[string]int{"get": 2, "set": 3, "unset": 2, "list": 1}
		n, known := want[pos[0]]
		if !known {
			return &exitError{code: 2, msg: fmt.Sprintf("unknown subcommand %q: use get, set, unset or list", pos[0])}
		}
		if err := wantArgs(fs, pos, n, fmt.Sprintf("hermes memory %s takes %d argument(s)", pos[0], n-1)); err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		if err := runMemory(ctx, e, client, *who, *asJSON, pos); err != nil {
			return rpcError(*addr, err)
		}
		return nil
	}
	return c
}

// runMemory performs one memory subcommand; pos is its checked arguments.
func runMemory(ctx context.Context, e *env, client hermesv1.GatewayServiceClient, who string, asJSON bool, pos []string) error {
	switch pos[0] {
	case "get":
		resp, err := client.GetMemory(ctx, &hermesv1.GetMemoryRequest{Principal: who, Key: pos[1]})
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, resp.GetEntry().GetValue())
	case "set":
		resp, err := client.SetMemory(ctx, &hermesv1.SetMemoryRequest{Principal: who, Key: pos[1], Value: pos[2]})
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "saved %s=%s for %s\n", pos[1], pos[2], resp.GetPrincipal())
	case "unset":
		resp, err := client.SetMemory(ctx, &hermesv1.SetMemoryRequest{Principal: who, Key: pos[1], Unset: true})
		if err != nil {
			return err
		}
		if resp.GetExisted() {
			fmt.Fprintf(e.stdout, "removed %s for %s\n", pos[1], resp.GetPrincipal())
		} else {
			fmt.Fprintf(e.stdout, "%s had no saved %s\n", resp.GetPrincipal(), pos[1])
		}
	case "list":
		resp, err := client.ListMemory(ctx, &hermesv1.ListMemoryRequest{Principal: who})
		if err != nil {
			return err
		}
		if asJSON {
			b, _ := protojson.Marshal(resp)
			fmt.Fprintln(e.stdout, string(b))
			return nil
		}
		tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "KEY\tVALUE")
		for _, en := range resp.GetEntries() {
			fmt.Fprintf(tw, "%s\t%s\n", en.GetKey(), en.GetValue())
		}
		return tw.Flush()
	}
	return nil
}
