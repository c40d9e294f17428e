package observe_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/loop"
	"github.com/hermes-agent/hermes/services/planner/internal/observe"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// tools serves "metrics", "alerts" and "reqs", which each wait until all
// three have been called (so they can only succeed when run in parallel),
// and "refusing", which fails with a BUSINESS error.
type tools struct {
	mu      sync.Mutex
	entered int
	all     chan struct{}
}

func newTools() *tools { return &tools{all: make(chan struct{})} }

func (*tools) Specs() []toolspec.Spec {
	var out []toolspec.Spec
	for _, n := range []string{"metrics", "alerts", "reqs", "refusing"} {
		out = append(out, toolspec.Spec{Name: n, Description: n + " tool.", SideEffect: toolspec.Read, Parameters: json.RawMessage(`{"type":"object"}`)})
	}
	return out
}

func (t *tools) Lookup(name string) (toolspec.Spec, bool) {
	for _, s := range t.Specs() {
		if s.Name == name {
			return s, true
		}
	}
	return toolspec.Spec{}, false
}

func (t *tools) Invoke(ctx context.Context, name string, _ json.RawMessage, _ task.Call) (task.Outcome, error) {
	if name == "refusing" {
		return task.Outcome{}, toolerr.NewBusiness("no_data", "nothing recorded for that day")
	}
	t.mu.Lock()
	t.entered++
	if t.entered == 3 {
		close(t.all)
	}
	t.mu.Unlock()
	select {
	case <-t.all:
		return task.Outcome{Output: json.RawMessage(`{"rows":[{"v":1}]}`), Summary: "rows=1"}, nil
	case <-time.After(10 * time.Second):
		return task.Outcome{}, toolerr.Systemf(toolerr.CodeTimeout, "the other data tools were never called alongside %s", name)
	case <-ctx.Done():
		return task.Outcome{}, toolerr.NewSystem(toolerr.CodeCancelled, "cancelled", false, ctx.Err())
	}
}

// run executes a task of three parallel data subtasks, one refused
// subtask and a report, observed by an Observer with metrics, exporting
// spans to memory when tracing, and returns the spans, the events and the
// observer.
func run(t *testing.T, tracing bool) ([]tracetest.SpanStub, []task.Event, *telemetry.Provider) {
	t.Helper()
	exp := tracetest.NewInMemoryExporter()
	info := telemetry.Info{Service: "planner", Getenv: func(string) string { return "" }}
	if tracing {
		info.Exporter = exp
	}
	tel, err := telemetry.New(context.Background(), telemetry.Config{MetricsAddr: "127.0.0.1:0"}, info)
	if err != nil {
		t.Fatal(err)
	}
	defer tel.Shutdown(context.Background())
	obs, err := observe.New(tel)
	if err != nil {
		t.Fatal(err)
	}
	st := store.NewMemory(store.MemoryOptions{})
	eng := embedded.New(embedded.Options{})
	exec := loop.New(newTools(), eng, st, loop.Options{Observer: obs, Limits: task.Limits{Parallelism: 4}})
	if err := obs.Metrics().WatchBreakers(func() []string { return []string{"metrics", "refusing"} }, exec.Breakers().State); err != nil {
		t.Fatal(err)
	}
	subtasks := []task.Subtask{
		{ID: "core_metrics", Tool: "metrics"}, {ID: "alert_summary", Tool: "alerts"}, {ID: "requirement_status", Tool: "reqs"},
		{ID: "holidays", Tool: "refusing"},
		{ID: "report", Kind: task.KindReport, DependsOn: []string{"core_metrics", "alert_summary", "requirement_status"}},
	}
	for i := range subtasks {
		subtasks[i].Args = map[string]any{}
	}
	// core_metrics's tool was chosen by score; the others were named.
	subtasks[0].Scores = []task.Score{{Tool: "metrics", Score: 0.9}, {Tool: "alerts", Score: 0.4}}
	const id = "exec-obs-1"
	if err := exec.Start(context.Background(), loop.Request{ExecutionID: id, Task: &task.Task{Goal: "weekly", Subtasks: subtasks}}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var evs []task.Event
	if err := st.Watch(ctx, id, 0, store.Each(func(ev task.Event) error { evs = append(evs, ev); return nil })); err != nil {
		t.Fatal(err)
	}
	// Shutdown waits for the run to return, and so for its last span.
	if err := exec.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if err := tel.ForceFlush(ctx); err != nil {
		t.Fatal(err)
	}
	return exp.GetSpans(), evs, tel
}

func attr(s tracetest.SpanStub, key string) string {
	for _, a := range s.Attributes {
		if string(a.Key) == key {
			return a.Value.String()
		}
	}
	return ""
}

func named(spans []tracetest.SpanStub, prefix string) []tracetest.SpanStub {
	var out []tracetest.SpanStub
	for _, s := range spans {
		if strings.HasPrefix(s.Name, prefix) {
			out = append(out, s)
		}
	}
	return out
}

func TestTaskSpans(t *testing.T) {
	spans, evs, _ := run(t, true)
	if done := evs[len(evs)-1]; done.Kind != task.EventTaskDone || done.State != task.StatePartial {
		t.Fatalf("task ended with %v %v, want TASK_DONE PARTIAL", done.Kind, done.State)
	}
	agents := named(spans, "invoke_agent hermes")
	if len(agents) != 1 {
		t.Fatalf("%d invoke_agent spans, want 1", len(agents))
	}
	agent := agents[0]
	if got := attr(agent, "hermes.task.state"); got != "partial" {
		t.Errorf("task span state = %q, want partial", got)
	}
	for _, s := range spans {
		if s.SpanContext.TraceID() != agent.SpanContext.TraceID() {
			t.Errorf("span %q is in another trace", s.Name)
		}
		if got := attr(s, telemetry.ExecutionIDKey); got != "exec-obs-1" {
			t.Errorf("span %q: %s = %q, want exec-obs-1", s.Name, telemetry.ExecutionIDKey, got)
		}
	}
	if n := len(named(spans, "plan")); n != 1 {
		t.Errorf("%d plan spans, want 1", n)
	}

	t.Run("one execute_tool span per tool call", func(t *testing.T) {
		calls := 0
		for _, ev := range evs {
			if ev.Kind == task.EventToolCall {
				calls++
			}
		}
		execs := named(spans, "execute_tool ")
		if len(execs) != calls || calls != 4 {
			t.Fatalf("%d execute_tool spans for %d TOOL_CALL events, want 4 of each", len(execs), calls)
		}
		for _, s := range execs {
			tool := strings.TrimPrefix(s.Name, "execute_tool ")
			if attr(s, "gen_ai.tool.name") != tool || attr(s, "gen_ai.operation.name") != "execute_tool" {
				t.Errorf("span %s: gen_ai.tool.name %q, operation %q", s.Name, attr(s, "gen_ai.tool.name"), attr(s, "gen_ai.operation.name"))
			}
			if id := attr(s, "gen_ai.tool.call.id"); !strings.HasPrefix(id, "exec-obs-1/") {
				t.Errorf("span %s: gen_ai.tool.call.id = %q, want exec-obs-1/<step>", s.Name, id)
			}
		}
	})

	t.Run("a refused call and its subtask carry kind and code", func(t *testing.T) {
		for _, name := range []string{"execute_tool refusing", "subtask holidays"} {
			ss := named(spans, name)
			if len(ss) != 1 {
				t.Fatalf("%d %q spans, want 1", len(ss), name)
			}
			s := ss[0]
			if attr(s, "hermes.error.kind") != "BUSINESS" || attr(s, "hermes.error.code") != "no_data" || s.Status.Code != codes.Error {
				t.Errorf("%s: kind %q code %q status %v, want BUSINESS no_data Error", name, attr(s, "hermes.error.kind"), attr(s, "hermes.error.code"), s.Status.Code)
			}
		}
	})

	t.Run("data subtasks are overlapping siblings", func(t *testing.T) {
		var latestStart, earliestEnd time.Time
		for _, id := range []string{"core_metrics", "alert_summary", "requirement_status"} {
			ss := named(spans, "subtask "+id)
			if len(ss) != 1 {
				t.Fatalf("%d spans for subtask %s, want 1", len(ss), id)
			}
			s := ss[0]
			if s.Parent.SpanID() != agent.SpanContext.SpanID() {
				t.Errorf("subtask %s is not a child of the task span", id)
			}
			if s.StartTime.After(latestStart) {
				latestStart = s.StartTime
			}
			if earliestEnd.IsZero() || s.EndTime.Before(earliestEnd) {
				earliestEnd = s.EndTime
			}
		}
		if !latestStart.Before(earliestEnd) {
			t.Errorf("the data subtasks do not overlap: the last started at %v, after the first ended at %v", latestStart, earliestEnd)
		}
	})

	t.Run("select spans name the choice", func(t *testing.T) {
		sel := named(spans, "select_tool metrics")
		if len(sel) != 1 {
			t.Fatalf("%d select_tool spans for metrics, want 1", len(sel))
		}
		if attr(sel[0], "hermes.subtask.id") != "core_metrics" || attr(sel[0], "hermes.select.ambiguous") != "false" ||
			attr(sel[0], "hermes.select.score") != "0.9" || attr(sel[0], "hermes.select.runner_up") != "alerts" {
			t.Errorf("select span attributes: %v", sel[0].Attributes)
		}
		if n := len(named(spans, "select_tool")); n != 1 {
			t.Errorf("%d select_tool spans, want 1: a named tool was not selected", n)
		}
	})
}

// The metrics are the same whether spans are traced or not.
func TestTaskMetrics(t *testing.T) {
	for _, tracing := range []bool{true, false} {
		t.Run(fmt.Sprintf("tracing=%v", tracing), func(t *testing.T) { testTaskMetrics(t, tracing) })
	}
}

func testTaskMetrics(t *testing.T, tracing bool) {
	_, evs, tel := run(t, tracing)
	reg := tel.Registry()
	results := map[string]int{}
	for _, ev := range evs {
		if ev.Kind == task.EventToolResult {
			results[ev.Tool+" "+ev.Status]++
		}
	}
	tests := []struct {
		name, metric, text string
	}{
		{"tasks", "hermes_tasks_total", `hermes_tasks_total{state="partial"} 1` + "\n"},
		{"running", "hermes_tasks_running", "hermes_tasks_running 0\n"},
		{"steps", "hermes_steps_total", fmt.Sprintf(`hermes_steps_total{kind="",status="success",tool="alerts"} %d
hermes_steps_total{kind="",status="success",tool="metrics"} %d
hermes_steps_total{kind="",status="success",tool="reqs"} %d
hermes_steps_total{kind="BUSINESS",status="error",tool="refusing"} %d
`, results["alerts success"], results["metrics success"], results["reqs success"], results["refusing error"])},
		{"breakers", "hermes_breaker_state", `hermes_breaker_state{tool="metrics"} 0
hermes_breaker_state{tool="refusing"} 0
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := testutil.GatherAndCompare(reg, strings.NewReader(help[tt.metric]+tt.text), tt.metric); err != nil {
				t.Error(err)
			}
		})
	}
	if n, err := testutil.GatherAndCount(reg, "hermes_tool_duration_seconds"); err != nil || n != 4 {
		t.Errorf("hermes_tool_duration_seconds has %d series (%v), want one per tool (4)", n, err)
	}
}

// help is the HELP and TYPE lines of each metric, as exposed.
var help = map[string]string{
	"hermes_tasks_total":   "# HELP hermes_tasks_total Tasks ended, by final state.\n# TYPE hermes_tasks_total counter\n",
	"hermes_tasks_running": "# HELP hermes_tasks_running Tasks running now.\n# TYPE hermes_tasks_running gauge\n",
	"hermes_steps_total":   "# HELP hermes_steps_total Tool invocations, by tool, error kind (empty on success) and status.\n# TYPE hermes_steps_total counter\n",
	"hermes_breaker_state": "# HELP hermes_breaker_state Circuit breaker state per tool: 0 closed, 1 half-open, 2 open.\n# TYPE hermes_breaker_state gauge\n",
	"hermes_tokens_total":  "# HELP hermes_tokens_total Model tokens the servers reported, by direction (input, output).\n# TYPE hermes_tokens_total counter\n",
}

func TestChatSpanAndTokens(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tel, err := telemetry.New(context.Background(), telemetry.Config{MetricsAddr: "127.0.0.1:0"},
		telemetry.Info{Service: "planner", Exporter: exp, Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	defer tel.Shutdown(context.Background())
	obs, err := observe.New(tel)
	if err != nil {
		t.Fatal(err)
	}
	_, end := obs.StartChat(context.Background(), "qwen2.5:7b")
	end(model.ChatEnd{InputTokens: 120, OutputTokens: 30})
	if err := tel.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	spans := named(exp.GetSpans(), "chat qwen2.5:7b")
	if len(spans) != 1 {
		t.Fatalf("%d chat spans, want 1", len(spans))
	}
	if attr(spans[0], "gen_ai.usage.input_tokens") != "120" || attr(spans[0], "gen_ai.usage.output_tokens") != "30" {
		t.Errorf("chat span usage: %v", spans[0].Attributes)
	}
	want := `hermes_tokens_total{direction="input"} 120
hermes_tokens_total{direction="output"} 30
`
	if err := testutil.GatherAndCompare(tel.Registry(), strings.NewReader(help["hermes_tokens_total"]+want), "hermes_tokens_total"); err != nil {
		t.Error(err)
	}
}

// A scheduled fire recorded as skipped counts as a task ended SKIPPED.
func TestSkippedFireMetrics(t *testing.T) {
	tel, err := telemetry.New(context.Background(), telemetry.Config{MetricsAddr: "127.0.0.1:0"},
		telemetry.Info{Service: "planner", Exporter: tracetest.NewInMemoryExporter(), Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	defer tel.Shutdown(context.Background())
	obs, err := observe.New(tel)
	if err != nil {
		t.Fatal(err)
	}
	exec := loop.New(newTools(), embedded.New(embedded.Options{}), store.NewMemory(store.MemoryOptions{}), loop.Options{Observer: obs})
	defer exec.Shutdown(context.Background())
	_, err = exec.RecordSkip(context.Background(), loop.SkipRequest{ExecutionID: "cron-nap-20250310T090001", Goal: "nap",
		Skip: task.Skip{Job: "nap", Reason: task.SkipOverlap}})
	if err != nil {
		t.Fatal(err)
	}
	for metric, text := range map[string]string{
		"hermes_tasks_total":   `hermes_tasks_total{state="skipped"} 1` + "\n",
		"hermes_tasks_running": "hermes_tasks_running 0\n",
	} {
		if err := testutil.GatherAndCompare(tel.Registry(), strings.NewReader(help[metric]+text), metric); err != nil {
			t.Errorf("%s: %v", metric, err)
		}
	}
}
