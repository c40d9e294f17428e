package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// Saved preferences belong to their principal: each reads and changes its
// own, an admin anyone's, nobody else another's.
func TestSavedPreferencesBelongToTheirPrincipal(t *testing.T) {
	t.Setenv("E2E_BASE", "http://127.0.0.1:1")
	dir := t.TempDir()
	manifest, keys := filepath.Join(dir, "tools.yaml"), filepath.Join(dir, "keys.yaml")
	if err := os.WriteFile(manifest, []byte(rolesManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keys, []byte(`keys:
  - {name: alice, roles: [analyst], sha256: `+sha("alice-key")+`}
  - {name: bob, roles: [analyst, operator], sha256: `+sha("bob-key")+`}
  - {name: root, roles: [admin], sha256: `+sha("root-key")+`}
`), 0o600); err != nil {
		t.Fatal(err)
	}
	tr, pl, gw := freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", tr, "-family", "http", "-manifests", manifest), tr)
	waitServing(t, startProc(t, "planner", "-listen", pl, "-toolrunners", tr), pl)
	waitServing(t, startProc(t, "gateway", "-listen", gw, "-planner-addr", pl, "-auth-keys", keys), gw)
	client := gatewayClient(t, gw)
	as := func(key string) context.Context {
		return metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+key)
	}

	set, err := client.SetMemory(as("alice-key"), &hermesv1.SetMemoryRequest{Key: "region", Value: "east"})
	if err != nil || set.GetPrincipal() != "alice" {
		t.Fatalf("alice saving her region: %v %v", set, err)
	}
	tests := []struct {
		name string
		call func() error
		want codes.Code
	}{
		{"alice reads her own", func() error {
			r, err := client.GetMemory(as("alice-key"), &hermesv1.GetMemoryRequest{Key: "region"})
			if err == nil && r.GetEntry().GetValue() != "east" {
				t.Errorf("alice's region = %q", r.GetEntry().GetValue())
			}
			return err
		}, codes.OK},
		{"bob's own are empty", func() error {
			r, err := client.ListMemory(as("bob-key"), &hermesv1.ListMemoryRequest{})
			if err == nil && (r.GetPrincipal() != "bob" || len(r.GetEntries()) != 0) {
				t.Errorf("bob's list %v", r)
			}
			return err
		}, codes.OK},
		{"an operator reads alice's", func() error {
			_, err := client.GetMemory(as("bob-key"), &hermesv1.GetMemoryRequest{Principal: "alice", Key: "region"})
			return err
		}, codes.PermissionDenied},
		{"alice changes bob's", func() error {
			_, err := client.SetMemory(as("alice-key"), &hermesv1.SetMemoryRequest{Principal: "bob", Key: "region", Value: "west"})
			return err
		}, codes.PermissionDenied},
		{"an admin lists alice's", func() error {
			r, err := client.ListMemory(as("root-key"), &hermesv1.ListMemoryRequest{Principal: "alice"})
			if err == nil && (len(r.GetEntries()) != 1 || r.GetEntries()[0].GetValue() != "east") {
				t.Errorf("alice's list as the admin sees it: %v", r)
			}
			return err
		}, codes.OK},
		{"an unknown format", func() error {
			_, err := client.SetMemory(as("alice-key"), &hermesv1.SetMemoryRequest{Key: "format", Value: "pdf"})
			return err
		}, codes.InvalidArgument},
		{"an unset key", func() error {
			_, err := client.GetMemory(as("alice-key"), &hermesv1.GetMemoryRequest{Key: "recipients"})
			return err
		}, codes.NotFound},
		{"no key at all", func() error {
			_, err := client.ListMemory(context.Background(), &hermesv1.ListMemoryRequest{})
			return err
		}, codes.Unauthenticated},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.call(); status.Code(err) != tc.want {
				t.Errorf("got %v, want %v", err, tc.want)
			}
		})
	}
	if out, stderr, code := runHermesEnv(t, []string{"HERMES_API_KEY=alice-key"}, "memory", "get", "region", "--addr", gw); code != 0 || strings.TrimSpace(out) != "east" {
		t.Errorf("hermes memory get region as alice: exit %d\n%s%s", code, out, stderr)
	}
}
