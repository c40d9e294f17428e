package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

const weeklyGoal = "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

// startWeekly starts the weekly-report stack; extra gives each process
// more flags, by its name.
func startWeekly(t *testing.T, extra func(name string) []string) string {
	t.Helper()
	backends, err := demo.StartWith(context.Background(), demo.Config{Dir: t.TempDir(), Latency: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { backends.Close() })
	manifest := filepath.Join(t.TempDir(), "demo.yaml")
	if err := os.WriteFile(manifest, demo.Manifest(), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, kv := range backends.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	// Spans leave each process within 100 ms instead of the default 5 s.
	t.Setenv("OTEL_BSP_SCHEDULE_DELAY", "100")
	httpAddr, sqlAddr, plAddr, gwAddr := freeAddr(t), freeAddr(t), freeAddr(t), freeAddr(t)
	start := func(name, addr string, args ...string) {
		bin, _, _ := strings.Cut(name, "-")
		waitServing(t, startProc(t, bin, append(args, extra(name)...)...), addr)
	}
	start("toolrunner-http", httpAddr, "-listen", httpAddr, "-family", "http", "-manifests", manifest)
	start("toolrunner-sql", sqlAddr, "-listen", sqlAddr, "-family", "sql", "-manifests", manifest)
	start("planner", plAddr, "-listen", plAddr, "-toolrunners", httpAddr+","+sqlAddr)
	start("gateway", gwAddr, "-listen", gwAddr, "-planner-addr", plAddr)
	return gwAddr
}

// scrape reads a /metrics endpoint.
func scrape(t *testing.T, addr string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatalf("scrape %s: %v", addr, err)
	}
	defer resp.Body.Close()
	p := expfmt.NewTextParser(model.UTF8Validation)
	mf, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("scrape %s: %v", addr, err)
	}
	return mf
}

// sum adds the values of a metric's series whose labels include want.
func sum(mf map[string]*dto.MetricFamily, name string, want map[string]string) float64 {
	var total float64
	f := mf[name]
	if f == nil {
		return 0
	}
series:
	for _, m := range f.GetMetric() {
		labels := map[string]string{}
		for _, l := range m.GetLabel() {
			labels[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if labels[k] != v {
				continue series
			}
		}
		switch {
		case m.Counter != nil:
			total += m.GetCounter().GetValue()
		case m.Gauge != nil:
			total += m.GetGauge().GetValue()
		case m.Histogram != nil:
			total += float64(m.GetHistogram().GetSampleCount())
		}
	}
	return total
}

// toolCalls counts the run's TOOL_RESULT events by tool and status.
func toolCalls(evs []*hermesv1.TaskEvent) (map[string]int, int) {
	by := map[string]int{}
	n := 0
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TOOL_RESULT {
			by[ev.GetTool()+" "+ev.GetStatus()]++
			n++
		}
	}
	return by, n
}

// After one weekly report, every service's /metrics agrees with the run:
// the gateway served one RunGoal and called Execute once, the planner
// ended one task and counted each tool call, the runners served them.
func TestMetricsAgreeWithTheRun(t *testing.T) {
	addrs := map[string]string{}
	gw := startWeekly(t, func(name string) []string {
		addrs[name] = freeAddr(t)
		return []string{"-metrics-addr", addrs[name]}
	})
	evs := collect(t, gatewayClient(t, gw), &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Goal{Goal: weeklyGoal}})
	done := evs[len(evs)-1]
	if done.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Fatalf("weekly report ended %v: %s", done.GetState(), done.GetReport())
	}
	byTool, calls := toolCalls(evs)
	if calls < 3 {
		t.Fatalf("%d tool results, want at least 3", calls)
	}

	type check struct {
		service, metric string
		labels          map[string]string
		want            float64
	}
	checks := []check{
		{"gateway", "grpc_server_handled_total", map[string]string{"grpc_method": "RunGoal", "grpc_code": "OK"}, 1},
		{"gateway", "grpc_client_handled_total", map[string]string{"grpc_method": "Execute", "grpc_code": "OK"}, 1},
		{"planner", "grpc_server_handled_total", map[string]string{"grpc_method": "Execute", "grpc_code": "OK"}, 1},
		{"planner", "hermes_tasks_total", map[string]string{"state": "succeeded"}, 1},
		{"planner", "hermes_tasks_running", nil, 0},
		{"planner", "hermes_steps_total", nil, float64(calls)},
		{"planner", "hermes_tool_duration_seconds", nil, float64(calls)},
		{"planner", "grpc_client_handled_total", map[string]string{"grpc_method": "InvokeTool"}, float64(calls)},
		{"planner", "hermes_tokens_total", nil, float64(done.GetTokens())},
	}
	for key, n := range byTool {
		tool, status, _ := strings.Cut(key, " ")
		checks = append(checks, check{"planner", "hermes_steps_total", map[string]string{"tool": tool, "status": status}, float64(n)})
		checks = append(checks, check{"planner", "hermes_breaker_state", map[string]string{"tool": tool}, 0})
	}
	// The runners between them served every call.
	served := func(mf map[string]*dto.MetricFamily) float64 {
		return sum(mf, "grpc_server_handled_total", map[string]string{"grpc_method": "InvokeTool"})
	}
	// Counters move when each call's handler returns, a moment after the
	// events the test has read: poll until they agree, or report the last
	// disagreement.
	deadline := time.Now().Add(10 * time.Second)
	for {
		var failures []string
		scraped := map[string]map[string]*dto.MetricFamily{}
		for name, addr := range addrs {
			scraped[name] = scrape(t, addr)
		}
		for _, c := range checks {
			if got := sum(scraped[c.service], c.metric, c.labels); got != c.want {
				failures = append(failures, fmt.Sprintf("%s %s%v = %v, want %v", c.service, c.metric, c.labels, got, c.want))
			}
			if c.metric == "hermes_breaker_state" && scraped[c.service][c.metric] == nil {
				failures = append(failures, "planner exposes no hermes_breaker_state")
			}
		}
		if got := served(scraped["toolrunner-http"]) + served(scraped["toolrunner-sql"]); got != float64(calls) {
			failures = append(failures, fmt.Sprintf("toolrunners served %v InvokeTool calls, want %d", got, calls))
		}
		if len(failures) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("metrics disagree with the run:\n%s", strings.Join(failures, "\n"))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// jaeger is a running Jaeger: where it takes OTLP over gRPC (otlp) and
// over HTTP (otlpHTTP), and serves its query API.
type jaeger struct {
	otlp, otlpHTTP, query string
}

// jaegerBinary returns .bin/jaeger, building it when it is missing and
// services are required (a cold build takes minutes; make test builds it
// before the tests run). Otherwise a missing binary skips the test.
func jaegerBinary(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	bin := filepath.Join(root, ".bin", "jaeger")
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	if !testenv.Required() {
		t.Skipf("skipping: %s is missing (make jaeger builds it); set %s=1 to build it here", bin, testenv.RequireVar)
	}
	cmd := exec.Command("go", "build", "-o", bin, "github.com/jaegertracing/jaeger/cmd/jaeger")
	cmd.Dir = filepath.Join(root, "tools", "jaeger")
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building Jaeger: %v\n%s", err, out)
	}
	return bin
}

// startJaeger runs Jaeger with the repository's config on free loopback
// ports until the test ends.
func startJaeger(t *testing.T) jaeger {
	t.Helper()
	bin := jaegerBinary(t)
	j := jaeger{otlp: freeAddr(t), otlpHTTP: freeAddr(t), query: freeAddr(t)}
	health := freeAddr(t)
	cmd := exec.Command(bin, "--config", filepath.Join(repoRoot(t), "tools", "jaeger", "config.yaml"))
	cmd.Env = append(os.Environ(), "JAEGER_OTLP_GRPC="+j.otlp, "JAEGER_OTLP_HTTP="+j.otlpHTTP,
		"JAEGER_QUERY_HTTP="+j.query, "JAEGER_QUERY_GRPC="+freeAddr(t), "JAEGER_HEALTH="+health)
	out := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get("http://" + health + "/status")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return j
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("Jaeger never became healthy; output:\n%s", out)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// jaegerTrace is a trace as Jaeger's query API returns it.
type jaegerTrace struct {
	TraceID string `json:"traceID"`
	Spans   []struct {
		SpanID        string `json:"spanID"`
		OperationName string `json:"operationName"`
		StartTime     int64  `json:"startTime"` // µs
		Duration      int64  `json:"duration"`  // µs
		ProcessID     string `json:"processID"`
		References    []struct {
			RefType string `json:"refType"`
			SpanID  string `json:"spanID"`
		} `json:"references"`
		Tags []struct {
			Key   string `json:"key"`
			Value any    `json:"value"`
		} `json:"tags"`
	} `json:"spans"`
	Processes map[string]struct {
		ServiceName string `json:"serviceName"`
	} `json:"processes"`
}

func (j jaeger) get(t *testing.T, path string) []jaegerTrace {
	t.Helper()
	resp, err := http.Get("http://" + j.query + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == http.StatusNotFound {
		return nil
	}
	var doc struct {
		Data []jaegerTrace `json:"data"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		t.Fatalf("GET %s: %v\n%s", path, err, body)
	}
	return doc.Data
}

func tag(tags []struct {
	Key   string `json:"key"`
	Value any    `json:"value"`
}, key string) string {
	for _, tg := range tags {
		if tg.Key == key {
			return fmt.Sprint(tg.Value)
		}
	}
	return ""
}

// invokeSpan is the gRPC span of a tool call, as a runner serves it.
const invokeSpan = "hermes.v1.ToolRunnerService/InvokeTool"

var traceLine = regexp.MustCompile(`(?m)^trace ([0-9a-f]{32})$`)

// The weekly report through gateway, planner and toolrunners as separate
// processes, each exporting to a real Jaeger, is ONE trace there: spans of
// every service, the execution ID on each, one execute_tool span per tool
// call, and the three data subtasks overlapping in time.
func TestWeeklyReportIsOneTraceInJaeger(t *testing.T) {
	j := startJaeger(t)
	gw := startWeekly(t, func(name string) []string {
		if name == "toolrunner-sql" {
			// One service sends over OTLP/HTTP: both exporters reach Jaeger.
			return []string{"-otlp-endpoint", "http://" + j.otlpHTTP, "-otlp-protocol", "http/protobuf"}
		}
		return []string{"-otlp-endpoint", j.otlp}
	})
	stdout, stderr, code := runHermes(t, "run", "--addr", gw, weeklyGoal)
	if code != 0 {
		t.Fatalf("hermes run exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	m := traceLine.FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("hermes run printed no trace ID; stderr:\n%s", stderr)
	}
	traceID := m[1]
	calls := strings.Count(stdout, "TOOL_CALL ")

	// Spans arrive as each process exports them: wait for the task span
	// (the planner's last) and every tool call.
	var tr jaegerTrace
	deadline := time.Now().Add(20 * time.Second)
	for {
		if got := j.get(t, "/api/traces/"+traceID); len(got) == 1 {
			tr = got[0]
			services := map[string]bool{}
			for _, p := range tr.Processes {
				services[p.ServiceName] = true
			}
			execs, served, agent := 0, 0, false
			for _, s := range tr.Spans {
				execs += boolInt(strings.HasPrefix(s.OperationName, "execute_tool "))
				served += boolInt(s.OperationName == invokeSpan && tr.Processes[s.ProcessID].ServiceName == "toolrunner")
				agent = agent || s.OperationName == "invoke_agent hermes"
			}
			if agent && execs >= calls && served >= calls && len(services) == 3 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("trace %s never held all three services, the task span and %d execute_tool spans; last seen: %d spans", traceID, calls, len(tr.Spans))
		}
		time.Sleep(100 * time.Millisecond)
	}

	services := map[string]int{}
	var executionID string
	execs := 0
	spanService := map[string]string{} // span ID → service
	execIDs := map[string]bool{}       // execute_tool span IDs
	for _, s := range tr.Spans {
		spanService[s.SpanID] = tr.Processes[s.ProcessID].ServiceName
		if strings.HasPrefix(s.OperationName, "execute_tool ") {
			execIDs[s.SpanID] = true
		}
	}
	type interval struct{ start, end int64 }
	var data []interval
	for _, s := range tr.Spans {
		services[tr.Processes[s.ProcessID].ServiceName]++
		id := tag(s.Tags, "hermes.execution_id")
		if id == "" {
			t.Errorf("span %s (%s) lacks hermes.execution_id", s.OperationName, tr.Processes[s.ProcessID].ServiceName)
		}
		if executionID == "" {
			executionID = id
		} else if id != "" && id != executionID {
			t.Errorf("span %s names execution %s, others %s", s.OperationName, id, executionID)
		}
		if strings.HasPrefix(s.OperationName, "execute_tool ") {
			execs++
			if tag(s.Tags, "gen_ai.tool.name") != strings.TrimPrefix(s.OperationName, "execute_tool ") {
				t.Errorf("span %s: gen_ai.tool.name = %q", s.OperationName, tag(s.Tags, "gen_ai.tool.name"))
			}
		}
		// Each call a runner served is a child of one execute_tool span.
		if s.OperationName == invokeSpan && spanService[s.SpanID] == "toolrunner" {
			if len(s.References) != 1 || !execIDs[s.References[0].SpanID] {
				t.Errorf("runner span %s is not the child of an execute_tool span", s.SpanID)
			}
		}
		if strings.HasPrefix(s.OperationName, "subtask ") {
			data = append(data, interval{s.StartTime, s.StartTime + s.Duration})
		}
	}
	for _, svc := range []string{"gateway", "planner", "toolrunner"} {
		if services[svc] == 0 {
			t.Errorf("no %s spans in the trace; services: %v", svc, services)
		}
	}
	if execs != calls {
		t.Errorf("%d execute_tool spans for %d tool calls", execs, calls)
	}
	t.Logf("trace %s: spans by service %v, %d execute_tool, execution %s", traceID, services, execs, executionID)
	if len(data) != 3 {
		t.Fatalf("%d subtask spans, want the 3 data subtasks", len(data))
	}
	// The subtasks run side by side: every one of them starts while each
	// slow one (the HTTP backends answer after 200 ms) is still running.
	// Run one after another, the later ones would start after it ended.
	// (The SQL subtask takes a few milliseconds; on a loaded machine it may
	// end before the last one is scheduled, which says nothing of order.)
	latestStart := data[0].start
	for _, d := range data[1:] {
		latestStart = max(latestStart, d.start)
	}
	slow := 0
	for _, d := range data {
		if d.end-d.start < 100_000 { // µs
			continue
		}
		slow++
		if latestStart >= d.end {
			t.Errorf("the data subtasks ran one after another: one started %d µs after a slow one ended", latestStart-d.end)
		}
	}
	if slow < 2 {
		t.Errorf("%d slow data subtasks, want the 2 whose backends answer after 200 ms", slow)
	}

	// Searching by the execution ID finds this one trace and no other.
	tags := url.QueryEscape(fmt.Sprintf(`{"hermes.execution_id":%q}`, executionID))
	found := j.get(t, "/api/traces?service=planner&tags="+tags)
	if len(found) != 1 || found[0].TraceID != traceID {
		ids := make([]string, len(found))
		for i, f := range found {
			ids[i] = f.TraceID
		}
		t.Errorf("search by execution %s found traces %v, want only %s", executionID, ids, traceID)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
