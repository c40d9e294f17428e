package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grant"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/signing"
)

const trustManifest = `tools:
  - name: payroll_report
    description: Reads the payroll.
    side_effect: read
    roles: [finance]
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/payroll"}
  - name: create_ticket
    description: Opens a ticket.
    side_effect: write
    requires_approval: true
    parameters: {type: object, properties: {title: {type: string}}}
    http: {method: POST, url: "${env:E2E_BASE}/tickets", body: "$args"}
`

// trustStack is a gateway, planner and toolrunner that prove every hop:
// the gateway signs principals, the planner signs grants, and each
// checks the other's signature.
type trustStack struct {
	gateway, planner, toolrunner string
	gatewayKey, plannerKey       string // private key files, for forging with the real keys
	strangerKey                  string
	payroll, tickets             *atomic.Int64
}

func startTrustStack(t *testing.T) *trustStack {
	t.Helper()
	s := &trustStack{payroll: new(atomic.Int64), tickets: new(atomic.Int64)}
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/payroll":
			s.payroll.Add(1)
		case "/tickets":
			s.tickets.Add(1)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	t.Cleanup(backend.Close)
	t.Setenv("E2E_BASE", backend.URL)
	dir := t.TempDir()
	var gwPub, plPub string
	var err error
	for _, k := range []struct {
		name     string
		key, pub *string
	}{{"gateway", &s.gatewayKey, &gwPub}, {"planner", &s.plannerKey, &plPub}, {"stranger", &s.strangerKey, new(string)}} {
		if *k.key, *k.pub, err = signing.WriteKeyPair(dir, k.name); err != nil {
			t.Fatal(err)
		}
	}
	manifest, keys := filepath.Join(dir, "tools.yaml"), filepath.Join(dir, "keys.yaml")
	if err := os.WriteFile(manifest, []byte(trustManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keys, []byte(`keys:
  - {name: analyst-bot, roles: [analyst], sha256: `+sha("analyst-key")+`}
  - {name: payroll-bot, roles: [finance], sha256: `+sha("finance-key")+`}
  - {name: lead, roles: [approver], sha256: `+sha("lead-key")+`}
`), 0o600); err != nil {
		t.Fatal(err)
	}
	s.toolrunner, s.planner, s.gateway = freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", s.toolrunner, "-family", "http", "-manifests", manifest, "-planner-keys", plPub), s.toolrunner)
	waitServing(t, startProc(t, "planner", "-listen", s.planner, "-toolrunners", s.toolrunner, "-require-principal",
		"-gateway-keys", gwPub, "-signing-key", s.plannerKey), s.planner)
	waitServing(t, startProc(t, "gateway", "-listen", s.gateway, "-planner-addr", s.planner, "-auth-keys", keys, "-signing-key", s.gatewayKey), s.gateway)
	return s
}

func dial(t *testing.T, addr string) *grpc.ClientConn {
	t.Helper()
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

func loadSigner(t *testing.T, path string) *signing.Signer {
	t.Helper()
	s, err := signing.LoadSigner(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func bearer(key string) context.Context {
	return metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+key)
}

// executeDirect calls the planner's Execute as a caller that bypasses the
// gateway and returns the code the stream ends with.
func executeDirect(t *testing.T, pl hermesv1.PlannerServiceClient, ctx context.Context, id string) codes.Code {
	t.Helper()
	stream, err := pl.Execute(ctx, &hermesv1.ExecuteRequest{ExecutionId: id, Input: &hermesv1.ExecuteRequest_Task{Task: &hermesv1.Task{
		Goal: "payroll", Subtasks: []*hermesv1.Subtask{{Id: "p", Tool: "payroll_report"}}}}})
	if err != nil {
		return status.Code(err)
	}
	for {
		if _, err := stream.Recv(); err != nil {
			return status.Code(err)
		}
	}
}

// The planner believes only principals a gateway signed: metadata naming
// an admin, an assertion signed by another key, an expired one, or one made
// for another execution runs nothing.
func TestPlannerRefusesForgedPrincipals(t *testing.T) {
	s := startTrustStack(t)
	pl := hermesv1.NewPlannerServiceClient(dial(t, s.planner))
	gw, stranger := loadSigner(t, s.gatewayKey), loadSigner(t, s.strangerKey)
	asserted := func(signer *signing.Signer, exec string, expires time.Time) context.Context {
		as := &hermesv1.PrincipalAssertion{Principal: "mallory", Roles: []string{"admin"}, ExecutionId: exec, ExpiresAt: timestamppb.New(expires)}
		return metadata.AppendToOutgoingContext(context.Background(), principalgrpc.MDAssertion, string(principalgrpc.Sign(signer, as)))
	}
	soon := time.Now().Add(time.Minute)
	tests := []struct {
		name string
		ctx  context.Context
		want codes.Code
	}{
		{"admin role in plain metadata", metadata.AppendToOutgoingContext(context.Background(), principalgrpc.MDName, "mallory", principalgrpc.MDRoles, "admin"), codes.Unauthenticated},
		{"no principal at all", context.Background(), codes.Unauthenticated},
		{"assertion signed by another key", asserted(stranger, "forged-1", soon), codes.Unauthenticated},
		{"expired assertion", asserted(gw, "forged-1", time.Now().Add(-time.Second)), codes.Unauthenticated},
		{"assertion for another execution", asserted(gw, "someone-elses", soon), codes.PermissionDenied},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := executeDirect(t, pl, tc.ctx, "forged-1"); got != tc.want {
				t.Errorf("Execute = %v, want %v", got, tc.want)
			}
			if _, err := pl.ListTools(tc.ctx, &hermesv1.PlannerServiceListToolsRequest{}); status.Code(err) == codes.OK {
				t.Errorf("ListTools answered a forged caller")
			}
		})
	}
	if n := s.payroll.Load(); n != 0 {
		t.Fatalf("the finance-only backend was called %d times by forged callers", n)
	}

	// Through the gateway the same roles model still works both ways.
	client := gatewayClient(t, s.gateway)
	run := func(key string) hermesv1.TaskState {
		stream, err := client.RunGoal(bearer(key), structured(&hermesv1.Subtask{Id: "p", Tool: "payroll_report"}))
		if err != nil {
			t.Fatal(err)
		}
		var last *hermesv1.TaskEvent
		for {
			resp, err := stream.Recv()
			if err != nil {
				return last.GetState()
			}
			last = resp.GetEvent()
		}
	}
	if st := run("analyst-key"); st != hermesv1.TaskState_TASK_STATE_FAILED || s.payroll.Load() != 0 {
		t.Errorf("analyst through the gateway: %v, %d payroll calls; want FAILED and none", st, s.payroll.Load())
	}
	if st := run("finance-key"); st != hermesv1.TaskState_TASK_STATE_SUCCEEDED || s.payroll.Load() != 1 {
		t.Errorf("finance through the gateway: %v, %d payroll calls; want SUCCEEDED and one", st, s.payroll.Load())
	}
}

// No one approves a write by calling the planner directly as an approver:
// the write stays unapproved and uncalled until a real approver decides
// through the gateway; then the planner's grant carries the approval.
func TestPlannerRefusesForgedApprovals(t *testing.T) {
	s := startTrustStack(t)
	client := gatewayClient(t, s.gateway)
	sub, err := client.SubmitGoal(bearer("analyst-key"), &hermesv1.SubmitGoalRequest{ExecutionId: "ticket-1",
		Input: &hermesv1.SubmitGoalRequest_Task{Task: &hermesv1.Task{Goal: "open a ticket",
			Subtasks: []*hermesv1.Subtask{{Id: "t", Tool: "create_ticket", ArgumentsJson: `{"title":"disk full"}`}}}}})
	if err != nil {
		t.Fatal(err)
	}
	watch, err := client.WatchTask(bearer("analyst-key"), &hermesv1.WatchTaskRequest{ExecutionId: sub.GetExecutionId()})
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
	pl := hermesv1.NewPlannerServiceClient(dial(t, s.planner))
	approve := &hermesv1.PlannerServiceApproveStepRequest{ExecutionId: "ticket-1", SubtaskId: "t", Approve: true}
	forged := metadata.AppendToOutgoingContext(context.Background(), principalgrpc.MDName, "someone-else", principalgrpc.MDRoles, "approver")
	if _, err := pl.ApproveStep(forged, approve); status.Code(err) != codes.Unauthenticated {
		t.Errorf("approval with a forged approver: %v, want Unauthenticated", err)
	}
	st, err := client.GetTask(bearer("analyst-key"), &hermesv1.GetTaskRequest{ExecutionId: "ticket-1"})
	if err != nil {
		t.Fatal(err)
	}
	if got := st.GetStatus().GetState(); got != hermesv1.TaskState_TASK_STATE_AWAITING_APPROVAL || s.tickets.Load() != 0 {
		t.Fatalf("after the forged approval: %v, %d tickets; want AWAITING_APPROVAL and none", got, s.tickets.Load())
	}
	if _, err := client.ApproveStep(bearer("lead-key"), &hermesv1.ApproveStepRequest{ExecutionId: "ticket-1", SubtaskId: "t", Approve: true}); err != nil {
		t.Fatalf("approval by the lead: %v", err)
	}
	for {
		resp, err := watch.Recv()
		if err != nil {
			t.Fatalf("watch: %v", err)
		}
		if ev := resp.GetEvent(); ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TASK_DONE {
			if ev.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED || s.tickets.Load() != 1 {
				t.Errorf("after the lead's approval: %v, %d tickets; want SUCCEEDED and one", ev.GetState(), s.tickets.Load())
			}
			return
		}
	}
}

// A toolrunner runs nothing without the planner's grant for that very
// call: InvokeTool straight to the runner on a write that needs approval
// is refused whatever it carries short of an approved grant.
func TestToolrunnerRefusesCallsWithoutAGrant(t *testing.T) {
	s := startTrustStack(t)
	tr := hermesv1.NewToolRunnerServiceClient(dial(t, s.toolrunner))
	planner, stranger := loadSigner(t, s.plannerKey), loadSigner(t, s.strangerKey)
	call := func() *hermesv1.InvokeToolRequest {
		return &hermesv1.InvokeToolRequest{Tool: "create_ticket", ArgumentsJson: `{"title":"disk full"}`, ExecutionId: "e1", StepId: "t.0"}
	}
	granted := func(signer *signing.Signer, at time.Time, a grant.Approval, change func(*hermesv1.InvokeToolRequest)) *hermesv1.InvokeToolRequest {
		req := call()
		grant.NewIssuer(signer, 0, func() time.Time { return at }).Attach(req, a)
		if change != nil {
			change(req)
		}
		return req
	}
	approved := grant.Approval{Approved: true, By: "lead"}
	tests := []struct {
		name string
		req  *hermesv1.InvokeToolRequest
	}{
		{"no grant", call()},
		{"grant signed by another key", granted(stranger, time.Now(), approved, nil)},
		{"planner's grant without approval", granted(planner, time.Now(), grant.Approval{}, nil)},
		{"approved grant for other arguments", granted(planner, time.Now(), approved, func(r *hermesv1.InvokeToolRequest) { r.ArgumentsJson = `{"title":"other"}` })},
		{"expired grant", granted(planner, time.Now().Add(-time.Hour), approved, nil)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tr.InvokeTool(context.Background(), tc.req); status.Code(err) != codes.PermissionDenied {
				t.Errorf("InvokeTool = %v, want PermissionDenied", err)
			}
		})
	}
	if n := s.tickets.Load(); n != 0 {
		t.Fatalf("the ticket backend was called %d times without a valid grant", n)
	}
	resp, err := tr.InvokeTool(context.Background(), granted(planner, time.Now(), approved, nil))
	if err != nil || resp.GetError() != nil || s.tickets.Load() != 1 {
		t.Fatalf("with the planner's approved grant: %v, %v, %d tickets; want one ticket", err, resp.GetError(), s.tickets.Load())
	}
}
