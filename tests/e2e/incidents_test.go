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
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// httpManifest declares two HTTP tools against base: query_dead (whose
// backend is down) and query_alive.
const httpManifest = `tools:
  - name: query_dead
    description: Queries the dead backend.
    side_effect: read
    timeout: 5s
    parameters: {type: object, properties: {day: {type: string, format: date}}, additionalProperties: false}
    http:
      url: ${env:E2E_BASE}/dead
      query: {day: "{day}"}
  - name: query_alive
    description: Queries the healthy backend.
    side_effect: read
    timeout: 5s
    parameters: {type: object, properties: {day: {type: string, format: date}}, additionalProperties: false}
    http:
      url: ${env:E2E_BASE}/alive
      query: {day: "{day}"}
`

// The article's incident: a dead backend was retried eight times in a row.
// Here it is called at most twice in a task, its subtask is skipped with
// SYSTEM while the other goes on, a second task does not call it at all
// (the circuit is open), and after the cool-down exactly one probe is made.
func TestDeadBackendIsCutOff(t *testing.T) {
	var deadCalls, aliveCalls atomic.Int64
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/dead":
			deadCalls.Add(1)
			http.Error(w, "upstream down", http.StatusServiceUnavailable)
		case "/alive":
			aliveCalls.Add(1)
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"rows":[{"v":1},{"v":2}]}`))
		default:
			http.NotFound(w, r)
		}
	}))
	defer backend.Close()
	manifest := filepath.Join(t.TempDir(), "tools.yaml")
	if err := os.WriteFile(manifest, []byte(httpManifest), 0o600); err != nil {
		t.Fatal(err)
	}

	s := &stack{gateway: freeAddr(t), planner: freeAddr(t), toolrunner: freeAddr(t)}
	t.Setenv("E2E_BASE", backend.URL)
	tr := startProc(t, "toolrunner", "-listen", s.toolrunner, "-family", "http", "-manifests", manifest)
	waitServing(t, tr, s.toolrunner)
	pl := startProc(t, "planner", "-listen", s.planner, "-toolrunners", s.toolrunner, "-breaker-cooldown", "1s")
	waitServing(t, pl, s.planner)
	gw := startProc(t, "gateway", "-listen", s.gateway, "-planner-addr", s.planner)
	waitServing(t, gw, s.gateway)
	s.procs = []*proc{tr, pl, gw}
	client := gatewayClient(t, s.gateway)

	req := structured(
		&hermesv1.Subtask{Id: "down", Tool: "query_dead", ArgumentsJson: `{"day":"2025-03-03"}`},
		&hermesv1.Subtask{Id: "up", Tool: "query_alive", ArgumentsJson: `{"day":"2025-03-03"}`},
	)
	evs := collect(t, client, req)
	if got := deadCalls.Load(); got != 2 {
		t.Fatalf("dead backend called %d times in one task, want 2 (the call and its one retry)\n%s", got, s.logs())
	}
	done := evs[len(evs)-1]
	if done.GetState() != hermesv1.TaskState_TASK_STATE_PARTIAL {
		t.Errorf("state = %v, want PARTIAL", done.GetState())
	}
	if !strings.Contains(done.GetReport(), "down") {
		t.Errorf("report does not name the skipped subtask:\n%s", done.GetReport())
	}
	var skipped *hermesv1.TaskEvent
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_STEP_SKIPPED && ev.GetSubtaskId() == "down" {
			skipped = ev
		}
	}
	if skipped == nil || skipped.GetError().GetKind() != hermesv1.ErrorKind_ERROR_KIND_SYSTEM {
		t.Fatalf("want STEP_SKIPPED for down with a SYSTEM error; events %v", kinds(evs))
	}
	if aliveCalls.Load() != 1 {
		t.Errorf("healthy backend called %d times, want 1", aliveCalls.Load())
	}
	st, err := client.GetTask(context.Background(), &hermesv1.GetTaskRequest{ExecutionId: done.GetExecutionId()})
	if err != nil {
		t.Fatal(err)
	}
	if got := st.GetStatus().GetNeedsAttention(); len(got) != 1 || got[0] != "down" {
		t.Errorf("needs_attention = %v, want [down]", got)
	}

	// A second task skips the dead tool without calling it.
	before := deadCalls.Load()
	evs = collect(t, client, req)
	if deadCalls.Load() != before {
		t.Errorf("second task called the dead backend again (%d → %d)", before, deadCalls.Load())
	}
	if r := evs[len(evs)-1].GetReport(); !strings.Contains(r, "unavailable since") {
		t.Errorf("report should say since when the tool is unavailable:\n%s", r)
	}

	// After the cool-down (1 s) one probe call is let through; it fails, the
	// circuit opens again, and the next task calls nothing.
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(10 * time.Second)
	for deadCalls.Load() == before {
		select {
		case <-deadline:
			t.Fatalf("no probe call within 10 s of the 1 s cool-down")
		case <-tick.C:
			collect(t, client, req)
		}
	}
	collect(t, client, req)
	if got := deadCalls.Load() - before; got != 1 {
		t.Errorf("after the cool-down the dead backend got %d calls, want exactly 1 probe", got)
	}
}

// The main job through separate processes: the demo backends in this
// process, the toolrunners (HTTP, SQL) reading the demo manifest, planner and
// gateway, and the weekly-report goal in natural language through the CLI.
func TestWeeklyReportThroughProcesses(t *testing.T) {
	const latency = 200 * time.Millisecond
	backends, err := demo.StartWith(context.Background(), demo.Config{Dir: t.TempDir(), Latency: latency})
	if err != nil {
		t.Fatal(err)
	}
	defer backends.Close()
	manifest := filepath.Join(t.TempDir(), "demo.yaml")
	if err := os.WriteFile(manifest, demo.Manifest(), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, kv := range backends.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	httpAddr, sqlAddr, plAddr, gwAddr := freeAddr(t), freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", httpAddr, "-family", "http", "-manifests", manifest), httpAddr)
	waitServing(t, startProc(t, "toolrunner", "-listen", sqlAddr, "-family", "sql", "-manifests", manifest), sqlAddr)
	waitServing(t, startProc(t, "planner", "-listen", plAddr, "-toolrunners", httpAddr+","+sqlAddr), plAddr)
	waitServing(t, startProc(t, "gateway", "-listen", gwAddr, "-planner-addr", plAddr), gwAddr)

	stdout, stderr, code := runHermes(t, "run", "--addr", gwAddr,
		"生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式")
	if code != 0 {
		t.Fatalf("hermes run exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{
		"PLAN_COMPLETE subtasks=4",
		"TOOL_CALL subtask=", "tool=query_metric_center", "tool=fetch_alert_history", "tool=query_requirement_status",
		"LLM_SUMMARIZE", "TASK_DONE status=succeeded", "--- report ---",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	// The data subtasks run in parallel: with every HTTP answer taking
	// 200 ms, both HTTP tools are called before either answers.
	lines := strings.Split(stdout, "\n")
	index := func(kind, tool string) int {
		for i, l := range lines {
			if strings.Contains(l, kind) && strings.Contains(l, "tool="+tool) {
				return i
			}
		}
		t.Fatalf("no %s for %s:\n%s", kind, tool, stdout)
		return -1
	}
	lastCall := max(index("TOOL_CALL", "query_metric_center"), index("TOOL_CALL", "fetch_alert_history"))
	firstResult := min(index("TOOL_RESULT", "query_metric_center"), index("TOOL_RESULT", "fetch_alert_history"))
	if lastCall > firstResult {
		t.Errorf("the HTTP subtasks ran one after the other:\n%s", stdout)
	}
}
