package live

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/eventlog"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// clock is a hand-moved clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

// step is an event arriving, or (nil) a tick of the status line, after
// the clock moved by wait.
type step struct {
	wait time.Duration
	ev   *hermesv1.TaskEvent
}

// script is a run with two subtasks in parallel, a slow one, a failure,
// an approval and a summary.
func script(start time.Time) []step {
	t := start
	ev := func(kind hermesv1.EventKind, sub string, e *hermesv1.TaskEvent) *hermesv1.TaskEvent {
		e.Kind, e.SubtaskId, e.ExecutionId = kind, sub, "20250310T0602-1a2b"
		return e
	}
	tick := func(d time.Duration) step { t = t.Add(d); return step{wait: d} }
	at := func(d time.Duration, e *hermesv1.TaskEvent) step {
		t = t.Add(d)
		e.Time = timestamppb.New(t)
		return step{wait: d, ev: e}
	}
	return []step{
		at(0, ev(hermesv1.EventKind_EVENT_KIND_TASK_START, "", &hermesv1.TaskEvent{Message: "生成上周的团队周报"})),
		tick(time.Second),
		at(200*time.Millisecond, ev(hermesv1.EventKind_EVENT_KIND_PLAN_COMPLETE, "", &hermesv1.TaskEvent{Fields: map[string]string{"subtasks": "3"}, Message: "metrics alerts report←metrics+alerts"})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_TOOL_SELECT, "metrics", &hermesv1.TaskEvent{Tool: "query_metric_center", Fields: map[string]string{"score": "0.82"}, Message: "核心指标"})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_TOOL_CALL, "metrics", &hermesv1.TaskEvent{Tool: "query_metric_center", ArgsSummary: `{"metric":"revenue"}`})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_TOOL_CALL, "alerts", &hermesv1.TaskEvent{Tool: "fetch_alert_history", ArgsSummary: `{"start":"2025-03-03"}`})),
		tick(time.Second),
		tick(time.Second),
		at(300*time.Millisecond, ev(hermesv1.EventKind_EVENT_KIND_TOOL_RESULT, "alerts", &hermesv1.TaskEvent{Tool: "fetch_alert_history", Status: "error", DurationMs: 2300,
			Error: &hermesv1.ToolError{Kind: hermesv1.ErrorKind_ERROR_KIND_SYSTEM, Code: "http_503", Message: "unavailable"}})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_STEP_SKIPPED, "alerts", &hermesv1.TaskEvent{Tool: "fetch_alert_history", Status: "skipped", Message: "unavailable"})),
		tick(58 * time.Second),
		at(500*time.Millisecond, ev(hermesv1.EventKind_EVENT_KIND_TOOL_RESULT, "metrics", &hermesv1.TaskEvent{Tool: "query_metric_center", Status: "success", DurationMs: 61000, Fields: map[string]string{"rows": "18"}})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_STEP_COMPLETE, "metrics", &hermesv1.TaskEvent{Tool: "query_metric_center", Message: "18 rows"})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED, "ticket", &hermesv1.TaskEvent{Tool: "create_ticket", ArgsSummary: `{"title":"alerts down"}`})),
		tick(time.Second),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_APPROVAL_DECIDED, "ticket", &hermesv1.TaskEvent{Status: "approved"})),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_LLM_SUMMARIZE, "report", &hermesv1.TaskEvent{Message: "summarizing"})),
		tick(time.Second),
		at(0, ev(hermesv1.EventKind_EVENT_KIND_TASK_DONE, "", &hermesv1.TaskEvent{Status: "partial", State: hermesv1.TaskState_TASK_STATE_PARTIAL, Fields: map[string]string{"steps": "3", "total_tokens": "0"}})),
		tick(time.Second),
	}
}

// visible makes control characters readable in a golden file.
func visible(s string) string {
	return strings.NewReplacer("\x1b", `\e`, "\r", `\r`).Replace(s)
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (run with -update after checking):\n--- got ---\n%s\n--- want ---\n%s", path, got, want)
	}
}

func TestOutputGolden(t *testing.T) {
	start := time.Date(2025, 3, 10, 6, 2, 1, 0, time.UTC)
	tests := []struct {
		name     string
		terminal bool
		file     string
	}{
		{"piped: the plain log, no status line", false, "plain.golden"},
		{"terminal: colour and the status line", true, "terminal.golden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &clock{t: start}
			var buf bytes.Buffer
			out := New(&buf, eventlog.Printer{Location: time.UTC}, tt.terminal, c.now)
			for _, s := range script(start) {
				c.advance(s.wait)
				if s.ev == nil {
					out.Tick()
					continue
				}
				out.Event(s.ev)
			}
			got := buf.String()
			if !tt.terminal && strings.Contains(got, "\x1b") {
				t.Error("piped output carries escape sequences")
			}
			golden(t, tt.file, visible(got))
		})
	}
}

func TestStatusLine(t *testing.T) {
	long := strings.Repeat("subtask_with_a_long_name,", 10)
	tests := []struct {
		name              string
		elapsed           time.Duration
		running, awaiting []string
		want              string
	}{
		{"nothing yet", 400 * time.Millisecond, nil, nil, "⏵ 0s  waiting for the planner"},
		{"two running", 65 * time.Second, []string{"metrics", "alerts"}, nil, "⏵ 1m05s  running: metrics, alerts"},
		{"awaiting approval", time.Hour + 2*time.Minute + 3*time.Second, nil, []string{"ticket"}, "⏵ 1h02m03s  awaiting approval: ticket"},
		{"both", 7 * time.Second, []string{"report"}, []string{"ticket"}, "⏵ 7s  running: report  awaiting approval: ticket"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := StatusLine(tt.elapsed, tt.running, tt.awaiting); got != tt.want {
				t.Errorf("StatusLine = %q, want %q", got, tt.want)
			}
		})
	}
	if got := []rune(StatusLine(time.Second, []string{long}, nil)); len(got) != MaxStatus || got[len(got)-1] != '…' {
		t.Errorf("a long status line is %d characters (%q), want %d ending in …", len(got), string(got), MaxStatus)
	}
}

// Every final state has its colour: a skipped fire is something to look
// at, not a failure.
func TestDoneColour(t *testing.T) {
	tests := []struct {
		state hermesv1.TaskState
		want  string
	}{
		{hermesv1.TaskState_TASK_STATE_SUCCEEDED, green},
		{hermesv1.TaskState_TASK_STATE_PARTIAL, yellow},
		{hermesv1.TaskState_TASK_STATE_STOPPED_LIMIT, yellow},
		{hermesv1.TaskState_TASK_STATE_SKIPPED, yellow},
		{hermesv1.TaskState_TASK_STATE_FAILED, red},
		{hermesv1.TaskState_TASK_STATE_ABANDONED, red},
	}
	for _, tt := range tests {
		t.Run(tt.state.String(), func(t *testing.T) {
			if got := doneColour(tt.state, ""); got != tt.want {
				t.Errorf("doneColour = %q, want %q", got, tt.want)
			}
		})
	}
}
