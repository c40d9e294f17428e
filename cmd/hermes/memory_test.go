package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// hermes memory sets, reads, lists and removes saved defaults through a
// dev stack, and hermes plan --saved names the values they supply.
func TestMemorySetGetListUnset(t *testing.T) {
	stack := startStack(t)
	run := func(args ...string) string {
		t.Helper()
		out, stderr, err := hermes(t, append([]string{"memory", "--addr", stack.Gateway}, args...)...)
		if err != nil {
			t.Fatalf("hermes memory %v: %v\n%s", args, err, stderr)
		}
		return out
	}
	run("set", "region", "east")
	run("set", "format", "table")
	if got := strings.TrimSpace(run("get", "region")); got != "east" {
		t.Errorf("get region = %q, want east", got)
	}
	var list hermesv1.ListMemoryResponse
	if err := protojson.Unmarshal([]byte(run("list", "--json")), &list); err != nil {
		t.Fatal(err)
	}
	if es := list.GetEntries(); len(es) != 2 || es[0].GetKey() != "format" || es[1].GetValue() != "east" {
		t.Errorf("list --json = %v, want format and region by key", es)
	}
	if out := run("list"); !strings.Contains(out, "region") || !strings.Contains(out, "table") {
		t.Errorf("list printed:\n%s", out)
	}

	tools := filepath.Join(t.TempDir(), "tools.json")
	if err := os.WriteFile(tools, []byte(`[{"type":"function","function":{"name":"query_sales","description":"Query sales revenue by region.",
		"parameters":{"type":"object","properties":{"region":{"type":"string","enum":["east","west","all"]}},"required":["region"]}}},
		{"type":"function","function":{"name":"list_tickets","description":"List open support tickets.","parameters":{"type":"object","properties":{}}}}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	out, stderr, err := hermes(t, "plan", "--saved", "--addr", stack.Gateway, "--tools", tools, "query sales revenue by region")
	if err != nil {
		t.Fatalf("hermes plan --saved: %v\n%s", err, stderr)
	}
	if !strings.Contains(out, "region=east from your saved defaults") || !strings.Contains(out, "format=table from your saved defaults") {
		t.Errorf("hermes plan --saved printed:\n%s\nwant region=east and format=table named as saved defaults", out)
	}
	out, _, err = hermes(t, "plan", "--saved", "--addr", stack.Gateway, "--tools", tools, "query the sales revenue for the west region")
	if err != nil || strings.Contains(out, "region=east") {
		t.Errorf("a goal naming its region still used the saved one (%v):\n%s", err, out)
	}

	if out := run("unset", "region"); !strings.Contains(out, "removed region") {
		t.Errorf("unset printed %q", out)
	}
	if _, _, err := hermes(t, "memory", "--addr", stack.Gateway, "get", "region"); err == nil {
		t.Error("get of an unset key succeeded")
	}
	var xe *exitError
	if _, _, err := hermes(t, "memory", "--addr", stack.Gateway, "set", "format", "pdf"); err == nil {
		t.Error("an unknown report format was saved")
	}
	if _, _, err := hermes(t, "memory", "--addr", stack.Gateway, "forget", "x"); !asExit(err, &xe) || xe.code != 2 {
		t.Errorf("an unknown subcommand: %v, want a usage error", err)
	}
}
