package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

const rolesManifest = `tools:
  - name: read_report
    description: Reads the public report.
    side_effect: read
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/report"}
  - name: restart_service
    description: Restarts a production service.
    side_effect: read
    roles: [ops]
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/restart"}
`

// R18: callers authenticate at the gateway, and a caller can never make the
// planner call a tool its role cannot see.
func TestRolesDecideWhatACallerCanCall(t *testing.T) {
	var restarts atomic.Int64
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/restart" {
			restarts.Add(1)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	defer backend.Close()
	t.Setenv("E2E_BASE", backend.URL)
	dir := t.TempDir()
	manifest := filepath.Join(dir, "tools.yaml")
	keys := filepath.Join(dir, "keys.yaml")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(manifest, []byte(rolesManifest), 0o600))
	must(os.WriteFile(keys, []byte(`keys:
  - {name: analyst-bot, roles: [analyst], sha256: `+sha("analyst-key")+`}
  - {name: oncall, roles: [ops], sha256: `+sha("ops-key")+`}
`), 0o600))

	tr, pl, gw := freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", tr, "-family", "http", "-manifests", manifest), tr)
	waitServing(t, startProc(t, "planner", "-listen", pl, "-toolrunners", tr), pl)
	waitServing(t, startProc(t, "gateway", "-listen", gw, "-planner-addr", pl, "-auth-keys", keys), gw)
	client := gatewayClient(t, gw)
	as := func(key string) context.Context {
		return metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+key)
	}

	for _, ctx := range []context.Context{context.Background(), as("wrong-key")} {
		if _, err := client.ListTools(ctx, &hermesv1.ListToolsRequest{}); status.Code(err) != codes.Unauthenticated {
			t.Errorf("ListTools without a valid key: %v, want Unauthenticated", err)
		}
	}

	names := func(ctx context.Context) string {
		t.Helper()
		resp, err := client.ListTools(ctx, &hermesv1.ListToolsRequest{})
		if err != nil {
			t.Fatal(err)
		}
		var n []string
		for _, tl := range resp.GetTools() {
			n = append(n, tl.GetName())
		}
		return strings.Join(n, ",")
	}
	if got := names(as("analyst-key")); got != "read_report" {
		t.Errorf("analyst sees %s, want only read_report", got)
	}
	if got := names(as("ops-key")); got != "read_report,restart_service" {
		t.Errorf("ops sees %s, want both tools", got)
	}

	run := func(ctx context.Context) *hermesv1.TaskEvent {
		t.Helper()
		stream, err := client.RunGoal(ctx, structured(&hermesv1.Subtask{Id: "r", Tool: "restart_service"}))
		if err != nil {
			t.Fatal(err)
		}
		var last *hermesv1.TaskEvent
		for {
			resp, err := stream.Recv()
			if err != nil {
				break
			}
			last = resp.GetEvent()
		}
		return last
	}
	if last := run(as("analyst-key")); last.GetState() != hermesv1.TaskState_TASK_STATE_FAILED || restarts.Load() != 0 {
		t.Fatalf("analyst naming an ops tool: state %v, backend calls %d; want FAILED and none", last.GetState(), restarts.Load())
	}
	if last := run(as("ops-key")); last.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED || restarts.Load() != 1 {
		t.Fatalf("ops: state %v, backend calls %d; want SUCCEEDED and one", last.GetState(), restarts.Load())
	}

	// The CLI sends HERMES_API_KEY, and says what to do without it.
	if out, stderr, code := runHermesEnv(t, []string{"HERMES_API_KEY=analyst-key"}, "tools", "list", "--addr", gw); code != 0 || !strings.Contains(out, "read_report") || strings.Contains(out, "restart_service") {
		t.Errorf("hermes tools list as analyst: exit %d\n%s%s", code, out, stderr)
	}
	if _, stderr, code := runHermesEnv(t, []string{"HERMES_API_KEY="}, "tools", "list", "--addr", gw); code != 1 || !strings.Contains(stderr, "HERMES_API_KEY") {
		t.Errorf("hermes tools list without a key: exit %d, stderr %q; want 1 and a hint", code, stderr)
	}
}
