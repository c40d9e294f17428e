package eventlog

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func at(sec int) *timestamppb.Timestamp {
	return timestamppb.New(time.Date(2025, 3, 10, 6, 2, sec, 0, time.UTC))
}

// weekly is the article's weekly report as events.
func weekly() []*hermesv1.TaskEvent {
	k := func(kind hermesv1.EventKind, sec int, ev *hermesv1.TaskEvent) *hermesv1.TaskEvent {
		ev.Kind, ev.Time, ev.ExecutionId = kind, at(sec), "20250310T0602-1a2b"
		return ev
	}
	return []*hermesv1.TaskEvent{
		k(hermesv1.EventKind_EVENT_KIND_TASK_START, 1, &hermesv1.TaskEvent{Message: "生成上周的团队周报"}),
		k(hermesv1.EventKind_EVENT_KIND_PLAN_COMPLETE, 2, &hermesv1.TaskEvent{DurationMs: 410, Fields: map[string]string{"subtasks": "4"}, Message: "core_metrics alert_summary"}),
		k(hermesv1.EventKind_EVENT_KIND_TOOL_SELECT, 2, &hermesv1.TaskEvent{SubtaskId: "core_metrics", Tool: "query_metric_center", Fields: map[string]string{"score": "0.82"}, Message: "各产品线核心指标变化"}),
		k(hermesv1.EventKind_EVENT_KIND_TOOL_AMBIGUOUS, 2, &hermesv1.TaskEvent{SubtaskId: "core_metrics", Scores: []*hermesv1.ToolScore{{Tool: "a", Score: 0.8}, {Tool: "b", Score: 0.78}}, Message: "too close"}),
		k(hermesv1.EventKind_EVENT_KIND_TOOL_CALL, 3, &hermesv1.TaskEvent{SubtaskId: "core_metrics", Tool: "query_metric_center", ArgsSummary: `{"date":"2025-03-03","metric":"revenue"}`}),
		k(hermesv1.EventKind_EVENT_KIND_TOOL_RESULT, 4, &hermesv1.TaskEvent{SubtaskId: "core_metrics", Tool: "query_metric_center", Status: "success", DurationMs: 830, Fields: map[string]string{"rows": "18"}}),
		k(hermesv1.EventKind_EVENT_KIND_TOOL_RESULT, 4, &hermesv1.TaskEvent{SubtaskId: "alerts", Tool: "fetch_alert_history", Status: "error", DurationMs: 12,
			Error: &hermesv1.ToolError{Kind: hermesv1.ErrorKind_ERROR_KIND_SYSTEM, Code: "http_503", Message: "service unavailable"}}),
		k(hermesv1.EventKind_EVENT_KIND_STEP_SKIPPED, 5, &hermesv1.TaskEvent{SubtaskId: "alerts", Tool: "fetch_alert_history", Status: "skipped",
			Error: &hermesv1.ToolError{Kind: hermesv1.ErrorKind_ERROR_KIND_SYSTEM}, Fields: map[string]string{"needs_attention": "true"}, Message: "service unavailable"}),
		k(hermesv1.EventKind_EVENT_KIND_STEP_COMPLETE, 4, &hermesv1.TaskEvent{SubtaskId: "core_metrics", Tool: "query_metric_center", Tokens: 2100, Message: strings.Repeat("18 rows; ", 20)}),
		k(hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED, 6, approval()),
		k(hermesv1.EventKind_EVENT_KIND_LLM_SUMMARIZE, 14, &hermesv1.TaskEvent{SubtaskId: "report", Message: "汇总三段中间结果并生成报告"}),
		k(hermesv1.EventKind_EVENT_KIND_TASK_DONE, 16, &hermesv1.TaskEvent{Status: "partial", DurationMs: 15200,
			Fields: map[string]string{"total_tokens": "9800", "steps": "3"}}),
		k(hermesv1.EventKind_EVENT_KIND_TASK_DONE, 17, &hermesv1.TaskEvent{Status: "stopped_limit", Limit: hermesv1.LimitKind_LIMIT_KIND_STEPS,
			Fields: map[string]string{"total_tokens": "0", "steps": "15"}}),
	}
}

// approval is a write step waiting for a person, as the planner emits it.
func approval() *hermesv1.TaskEvent {
	return &hermesv1.TaskEvent{Kind: hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED, Time: at(6), ExecutionId: "20250310T0602-1a2b",
		SubtaskId: "create_ticket", Tool: "create_ticket", ArgsSummary: `{"title":"metric delay"}`,
		Message: "create_ticket writes; approve or reject within 10m0s"}
}

// The approval line ends with the command to type, and that command
// reaches the gateway that ran the task.
func TestApprovalLineEndsWithCommand(t *testing.T) {
	tests := []struct {
		name    string
		gateway string
		want    string
	}{
		{"default gateway", "", " approve: hermes approve 20250310T0602-1a2b create_ticket"},
		{"other gateway", "127.0.0.1:9001", " approve: hermes approve --addr 127.0.0.1:9001 20250310T0602-1a2b create_ticket"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Printer{Location: time.UTC, Gateway: tt.gateway}.Line(approval())
			if !strings.HasSuffix(got, tt.want) {
				t.Errorf("line = %q\nwant it to end with %q", got, tt.want)
			}
		})
	}
}

func TestLinesGolden(t *testing.T) {
	var b strings.Builder
	for _, ev := range weekly() {
		b.WriteString(Line(ev, time.FixedZone("CST", 8*3600)) + "\n")
	}
	golden := filepath.Join("testdata", "weekly.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("log lines differ from %s (go test -update rewrites it)\n got:\n%s\nwant:\n%s", golden, got, want)
	}
}

// A value the caller's saved preferences supplied is named as such.
func TestSavedDefaultsAreNamed(t *testing.T) {
	for _, kind := range []hermesv1.EventKind{hermesv1.EventKind_EVENT_KIND_PLAN_COMPLETE, hermesv1.EventKind_EVENT_KIND_TOOL_SELECT,
		hermesv1.EventKind_EVENT_KIND_TOOL_CALL} {
		t.Run(Kind(kind), func(t *testing.T) {
			ev := &hermesv1.TaskEvent{Kind: kind, Time: at(1), SubtaskId: "sales", Tool: "query_sales", ArgsSummary: `{"region":"east"}`,
				Fields: map[string]string{"defaults": "region=east"}}
			if line := Line(ev, time.UTC); !strings.HasSuffix(line, " [region=east from your saved defaults]") {
				t.Errorf("line %q does not name the saved default", line)
			}
			ev.Fields = nil
			if line := Line(ev, time.UTC); strings.Contains(line, "saved defaults") {
				t.Errorf("line %q names saved defaults that were not used", line)
			}
		})
	}
}

// A scheduled fire recorded as skipped says why on its one line, and does
// not print the explanation as an error.
func TestSkippedFireLine(t *testing.T) {
	ev := &hermesv1.TaskEvent{Kind: hermesv1.EventKind_EVENT_KIND_TASK_DONE, Time: timestamppb.New(time.Date(2025, 3, 10, 9, 0, 1, 0, time.UTC)),
		ExecutionId: "cron-nap-20250310T090001", State: hermesv1.TaskState_TASK_STATE_SKIPPED, Status: "skipped",
		Message: "The fire of job nap … was skipped", Fields: map[string]string{"job": "nap", "scheduled": "2025-03-10T09:00:01Z",
			"skip_reason": "SKIPPED_OVERLAP", "running": "cron-nap-20250310T090000"}}
	want := "[09:00:01] TASK_DONE status=skipped job=nap scheduled=2025-03-10T09:00:01Z skip_reason=SKIPPED_OVERLAP running=cron-nap-20250310T090000"
	if got := Line(ev, time.UTC); got != want {
		t.Errorf("line = %q\nwant   %q", got, want)
	}
}
