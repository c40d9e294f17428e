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
  - name: create_ticket
    description: Opens a ticket.
    side_effect: write
    requires_approval: true
    parameters: {type: object, properties: {title: {type: string}}}
    http: {method: POST, url: "${env:E2E_BASE}/tickets", body: "$args"}
`

// Permissions: callers authenticate at the gateway, and a caller can never make the
// planner call a tool its role cannot see.
func TestRolesDecideWhatACallerCanCall(t *testing.T) {
	var restarts, tickets atomic.Int64
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/restart":
			restarts.Add(1)
		case "/tickets":
			tickets.Add(1)
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
  - {name: lead, roles: [approver, operator], sha256: `+sha("lead-key")+`}
  - {name: other-bot, roles: [analyst], sha256: `+sha("other-key")+`}
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
	if got := names(as("analyst-key")); got != "create_ticket,read_report" {
		t.Errorf("analyst sees %s, want create_ticket and read_report, not restart_service", got)
	}
	if got := names(as("ops-key")); got != "create_ticket,read_report,restart_service" {
		t.Errorf("ops sees %s, want all three tools", got)
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

	// A write needs a second person with the approver role; other callers
	// cannot read or steer an execution they did not start.
	sub, err := client.SubmitGoal(as("analyst-key"), &hermesv1.SubmitGoalRequest{ExecutionId: "ticket-1",
		Input: &hermesv1.SubmitGoalRequest_Task{Task: &hermesv1.Task{Goal: "open a ticket",
			Subtasks: []*hermesv1.Subtask{{Id: "t", Tool: "create_ticket", ArgumentsJson: `{"title":"disk full"}`}}}}})
	if err != nil {
		t.Fatal(err)
	}
	watch, err := client.WatchTask(as("analyst-key"), &hermesv1.WatchTaskRequest{ExecutionId: sub.GetExecutionId()})
	if err != nil {
		t.Fatal(err)
	}
	for {
		resp, err := watch.Recv()
		if err != nil {
			t.Fatalf("watch ended before the approval request: %v", err)
		}
		if resp.GetEvent().GetKind() == hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED {
			break
		}
	}
	approve := &hermesv1.ApproveStepRequest{ExecutionId: sub.GetExecutionId(), SubtaskId: "t", Approve: true}
	if _, err := client.ApproveStep(as("analyst-key"), approve); status.Code(err) != codes.PermissionDenied {
		t.Errorf("self-approval: %v, want PermissionDenied", err)
	}
	if _, err := client.GetTask(as("other-key"), &hermesv1.GetTaskRequest{ExecutionId: sub.GetExecutionId()}); status.Code(err) != codes.PermissionDenied {
		t.Errorf("another analyst reading the execution: %v, want PermissionDenied", err)
	}
	if _, err := client.ApproveStep(as("lead-key"), approve); err != nil {
		t.Fatalf("approval by the lead: %v", err)
	}
	for {
		resp, err := watch.Recv()
		if err != nil {
			t.Fatalf("watch: %v", err)
		}
		if ev := resp.GetEvent(); ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TASK_DONE {
			if ev.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED || tickets.Load() != 1 {
				t.Errorf("after approval: state %v, tickets %d; want SUCCEEDED and one", ev.GetState(), tickets.Load())
			}
			break
		}
	}
	if _, err := client.GetTask(as("lead-key"), &hermesv1.GetTaskRequest{ExecutionId: sub.GetExecutionId()}); err != nil {
		t.Errorf("an operator reading the execution: %v", err)
	}

	// The CLI sends HERMES_API_KEY, and says what to do without it.
	if out, stderr, code := runHermesEnv(t, []string{"HERMES_API_KEY=analyst-key"}, "tools", "list", "--addr", gw); code != 0 || !strings.Contains(out, "read_report") || strings.Contains(out, "restart_service") {
		t.Errorf("hermes tools list as analyst: exit %d\n%s%s", code, out, stderr)
	}
	if _, stderr, code := runHermesEnv(t, []string{"HERMES_API_KEY="}, "tools", "list", "--addr", gw); code != 1 || !strings.Contains(stderr, "HERMES_API_KEY") {
		t.Errorf("hermes tools list without a key: exit %d, stderr %q; want 1 and a hint", code, stderr)
	}
}
