package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// policyManifest declares HTTP tools whose backends misbehave in the ways
// the step loop must handle.
const policyManifest = `tools:
  - name: query_metric
    description: Queries a metric for a day.
    side_effect: read
    parameters: {type: object, properties: {metric: {type: string, enum: [revenue, dau]}, date: {type: string, format: date}}}
    http: {url: "${env:E2E_BASE}/metric", query: {metric: "{metric}", date: "{date}"}}
  - name: export_primary
    description: Exports store rows from the primary export service.
    side_effect: read
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/primary", business_code: {path: code, message_path: message}}
  - name: export_replica
    description: Exports store rows from the replica export service.
    side_effect: read
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/replica", business_code: {path: code, message_path: message}}
  - name: slow_report
    description: Builds a slow report.
    side_effect: read
    timeout: 30s
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/slow"}
  - name: after_slow
    description: Runs after the slow report.
    side_effect: read
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/after"}
`

type policyBackend struct {
	mu    sync.Mutex
	calls map[string][]string // path → raw queries
	after atomic.Int64
}

func (b *policyBackend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	b.calls[r.URL.Path] = append(b.calls[r.URL.Path], r.URL.RawQuery)
	b.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	switch r.URL.Path {
	case "/metric":
		if r.URL.Query().Get("date") == "" {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"message":"date is required (YYYY-MM-DD)"}`))
			return
		}
		_, _ = w.Write([]byte(`{"rows":[{"value":42}]}`))
	case "/primary":
		_, _ = w.Write([]byte(`{"code":10086,"message":"export quota exhausted for today"}`))
	case "/replica":
		_, _ = w.Write([]byte(`{"code":0,"rows":[{"store":"S1"}]}`))
	case "/slow":
		select {
		case <-time.After(20 * time.Second):
		case <-r.Context().Done():
		}
	case "/after":
		b.after.Add(1)
		_, _ = w.Write([]byte(`{}`))
	}
}

func (b *policyBackend) count(path string) int { return len(b.queries(path)) }

func (b *policyBackend) queries(path string) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.calls[path]...)
}

// startPolicyStack starts a toolrunner, a planner (with extra flags) and a
// gateway as processes over the policy backend.
func startPolicyStack(t *testing.T, plannerArgs ...string) (*policyBackend, hermesv1.GatewayServiceClient) {
	t.Helper()
	b := &policyBackend{calls: map[string][]string{}}
	srv := httptest.NewServer(b)
	t.Cleanup(srv.Close)
	manifest := filepath.Join(t.TempDir(), "tools.yaml")
	if err := os.WriteFile(manifest, []byte(policyManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("E2E_BASE", srv.URL)
	tr, pl, gw := freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", tr, "-family", "http", "-manifests", manifest), tr)
	waitServing(t, startProc(t, "planner", append([]string{"-listen", pl, "-toolrunners", tr}, plannerArgs...)...), pl)
	waitServing(t, startProc(t, "gateway", "-listen", gw, "-planner-addr", pl), gw)
	return b, gatewayClient(t, gw)
}

func lastOf(evs []*hermesv1.TaskEvent) *hermesv1.TaskEvent { return evs[len(evs)-1] }

// PARAM → repair, BUSINESS → next-best tool: through a real toolrunner and
// real HTTP backends.
func TestErrorPolicyThroughARealRunner(t *testing.T) {
	b, client := startPolicyStack(t)

	t.Run("PARAM is repaired from the hint", func(t *testing.T) {
		req := structured(&hermesv1.Subtask{Id: "m", Tool: "query_metric", ArgumentsJson: `{"metric":"revenue"}`})
		req.GetTask().TimeRange = &hermesv1.DateRange{Start: "2025-03-03", End: "2025-03-09"}
		evs := collect(t, client, req)
		if st := lastOf(evs).GetState(); st != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
			t.Fatalf("state = %v, want SUCCEEDED; %v", st, kinds(evs))
		}
		if got := b.queries("/metric"); len(got) != 2 || got[1] != "date=2025-03-03&metric=revenue" {
			t.Errorf("backend saw %q, want a failed call then one with the date filled", got)
		}
	})
	t.Run("BUSINESS switches to the next-best tool", func(t *testing.T) {
		evs := collect(t, client, structured(&hermesv1.Subtask{Id: "x", Tool: "export_primary",
			Scores: []*hermesv1.ToolScore{{Tool: "export_primary", Score: 0.9}, {Tool: "export_replica", Score: 0.6}}}))
		if st := lastOf(evs).GetState(); st != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
			t.Fatalf("state = %v, want SUCCEEDED; %v", st, kinds(evs))
		}
		if b.count("/primary") != 1 || b.count("/replica") != 1 {
			t.Errorf("calls: primary %d, replica %d; want one each", b.count("/primary"), b.count("/replica"))
		}
	})
}

// The step timeout is a hard limit: the task stops for a human, and the
// backend's request is cancelled rather than left running.
func TestStepTimeoutThroughARealRunner(t *testing.T) {
	_, client := startPolicyStack(t, "-step-timeout", "400ms")
	start := time.Now()
	evs := collect(t, client, structured(
		&hermesv1.Subtask{Id: "slow", Tool: "slow_report"},
		&hermesv1.Subtask{Id: "next", Tool: "after_slow", DependsOn: []string{"slow"}},
	))
	done := lastOf(evs)
	if done.GetState() != hermesv1.TaskState_TASK_STATE_STOPPED_LIMIT || done.GetLimit() != hermesv1.LimitKind_LIMIT_KIND_STEP_TIMEOUT {
		t.Fatalf("state %v limit %v, want STOPPED_LIMIT step_timeout", done.GetState(), done.GetLimit())
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("the task took %v; the step should have been cut at 400ms", el)
	}
}

// Cancel mid-run: the in-flight call is cancelled and nothing starts after.
func TestCancelThroughTheGateway(t *testing.T) {
	b, client := startPolicyStack(t)
	sub, err := client.SubmitGoal(context.Background(), &hermesv1.SubmitGoalRequest{ExecutionId: "cancel-e2e",
		Input: &hermesv1.SubmitGoalRequest_Task{Task: &hermesv1.Task{Goal: "slow then after", Subtasks: []*hermesv1.Subtask{
			{Id: "slow", Tool: "slow_report"}, {Id: "next", Tool: "after_slow", DependsOn: []string{"slow"}}}}}})
	if err != nil {
		t.Fatal(err)
	}
	// Wait until the slow call is in flight.
	watch, err := client.WatchTask(context.Background(), &hermesv1.WatchTaskRequest{ExecutionId: sub.GetExecutionId()})
	if err != nil {
		t.Fatal(err)
	}
	for {
		resp, err := watch.Recv()
		if err != nil {
			t.Fatal(err)
		}
		if resp.GetEvent().GetKind() == hermesv1.EventKind_EVENT_KIND_TOOL_CALL {
			break
		}
	}
	resp, err := client.CancelTask(context.Background(), &hermesv1.CancelTaskRequest{ExecutionId: sub.GetExecutionId(), Reason: "wrong week"})
	if err != nil {
		t.Fatal(err)
	}
	if resp.GetState() != hermesv1.TaskState_TASK_STATE_CANCELLED {
		t.Errorf("state after cancel = %v, want CANCELLED", resp.GetState())
	}
	st, err := client.GetTask(context.Background(), &hermesv1.GetTaskRequest{ExecutionId: sub.GetExecutionId()})
	if err != nil {
		t.Fatal(err)
	}
	if b.after.Load() != 0 {
		t.Errorf("a tool was called after the cancel")
	}
	for _, s := range st.GetStatus().GetSteps() {
		if s.GetStatus() != hermesv1.StepStatus_STEP_STATUS_CANCELLED {
			t.Errorf("step %s is %v, want CANCELLED", s.GetSubtaskId(), s.GetStatus())
		}
	}
}
