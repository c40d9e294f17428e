package model_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestJudge(t *testing.T) {
	withReturns := spec(t, "ping")
	withReturns.Returns = json.RawMessage(`{"type":"object","required":["rows"]}`)
	tests := []struct {
		name      string
		spec      *toolspec.Spec
		output    string
		replies   []modeltest.Reply
		want      reason.Verdict
		wantCalls int
	}{
		{"invalid JSON decided without the model", spec(t, "ping"), `{"rows":`, nil, reason.Verdict{Reason: "output is not valid JSON"}, 0},
		{"returns schema decided without the model", withReturns, `{"items":[1]}`, nil, reason.Verdict{}, 0},
		{"empty decided without the model", spec(t, "ping"), `{"rows":[]}`, nil, reason.Verdict{OK: true, Empty: true}, 0},
		{"model accepts", spec(t, "ping"), `{"rows":[1]}`, []modeltest.Reply{modeltest.JSON(map[string]any{"ok": true, "reason": ""}, 1, 1)}, reason.Verdict{OK: true}, 1},
		{"model rejects", spec(t, "ping"), `{"rows":[1]}`, []modeltest.Reply{modeltest.JSON(map[string]any{"ok": false, "reason": "data is for 2024, not last week"}, 1, 1)},
			reason.Verdict{Reason: "data is for 2024, not last week"}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.replies...)
			got, err := newEngine(t, srv).Judge(context.Background(), newRun(t, 0), subtask(), tc.spec, json.RawMessage(tc.output))
			if err != nil {
				t.Fatal(err)
			}
			if got.OK != tc.want.OK || got.Empty != tc.want.Empty || (tc.want.Reason != "" && got.Reason != tc.want.Reason) || (!got.OK && got.Reason == "") {
				t.Errorf("verdict = %+v, want %+v", got, tc.want)
			}
			if n := len(srv.Requests()); n != tc.wantCalls {
				t.Errorf("server saw %d requests, want %d", n, tc.wantCalls)
			}
		})
	}
}

// TestSchemasCache: the filled arguments' schemas and, through the default
// fallback, the returns schemas are compiled through Options.Schemas, the
// cache the planner shares between its parts.
func TestSchemasCache(t *testing.T) {
	withReturns := spec(t, "ping")
	withReturns.Returns = json.RawMessage(`{"type":"object","required":["rows"]}`)
	tests := []struct {
		name    string
		replies []modeltest.Reply
		use     func(*model.Engine) error
	}{
		{"fill", []modeltest.Reply{modeltest.JSON(map[string]any{"args": map[string]any{"metric": "dau"}, "missing": []string{}}, 100, 20)},
			func(e *model.Engine) error {
				_, _, err := e.FillArgs(context.Background(), newRun(t, 0), subtask(), spec(t, "query_metric_center"), nil, "")
				return err
			}},
		{"judge", nil, func(e *model.Engine) error {
			_, err := e.Judge(context.Background(), newRun(t, 0), subtask(), withReturns, json.RawMessage(`{"items":[1]}`))
			return err
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			schemas := argschema.NewCache(1)
			other := json.RawMessage(`{"type":"object"}`)
			before, err := schemas.Compile(other)
			if err != nil {
				t.Fatal(err)
			}
			e := newEngine(t, modeltest.NewServer(t, tc.replies...), func(o *model.Options) { o.Schemas = schemas })
			if err := tc.use(e); err != nil {
				t.Fatal(err)
			}
			// The engine's schema took the cache's only place.
			if after, _ := schemas.Compile(other); after == before {
				t.Errorf("the schema was not compiled through Options.Schemas")
			}
		})
	}
}

func TestSummarizeKeepsDataExcerpt(t *testing.T) {
	long := strings.Repeat("营收上涨", 200)
	srv := modeltest.NewServer(t, modeltest.JSON(map[string]any{"summary": long}, 1, 1))
	rows := make([]string, 500)
	for i := range rows {
		rows[i] = fmt.Sprintf(`{"store":"S%03d","revenue":%d}`, i, i*10)
	}
	output := json.RawMessage(`{"rows":[` + strings.Join(rows, ",") + `]}`)
	got, err := newEngine(t, srv, func(o *model.Options) { o.SummaryChars = 100; o.OutputBytes = 1000 }).
		Summarize(context.Background(), newRun(t, 0), subtask(), spec(t, "ping"), output)
	if err != nil {
		t.Fatal(err)
	}
	if n := len([]rune(got.Summary)); n != 100 {
		t.Errorf("summary has %d characters, want the cap of 100", n)
	}
	if len(got.Data) == 0 || len(got.Data) > 4096 {
		t.Errorf("data excerpt is %d bytes, want the fallback's bounded excerpt", len(got.Data))
	}
	prompt := srv.Requests()[0].Text()
	if strings.Contains(prompt, "S499") || !strings.Contains(prompt, "Result (first 1000 of") {
		t.Errorf("prompt does not cut the output at 1000 bytes")
	}
}

func TestReport(t *testing.T) {
	steps := []task.StepSummary{
		{SubtaskID: "core_metrics", Tool: "query_metric_center", Status: task.StepSucceeded, Summary: "营收 120 万"},
		{SubtaskID: "alerts", Tool: "fetch_alert_history", Status: task.StepSkipped, ErrorKind: toolerr.System, Summary: "告警中心超时"},
	}
	report := func(s string) modeltest.Reply { return modeltest.JSON(map[string]any{"report": s}, 200, 100) }
	tests := []struct {
		name         string
		replies      []modeltest.Reply
		want         string
		wantFallback string // in the template report that stands in for a rejected one
		wantCalls    int
	}{
		{"within limits", []modeltest.Reply{report("营收 120 万。alerts 跳过：告警中心超时。")}, "营收 120 万。alerts 跳过：告警中心超时。", "", 1},
		{"too long then fixed", []modeltest.Reply{report(strings.Repeat("长", 80) + " alerts"), report("营收 120 万；alerts 超时未取到。")}, "营收 120 万；alerts 超时未取到。", "", 2},
		// Rejected twice: the template report, which names it, stands in.
		{"skipped subtask unnamed twice", []modeltest.Reply{report("营收 120 万。"), report("营收 120 万，一切正常。")}, "", "需要关注", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.replies...)
			run := newRun(t, 0)
			run.Task.MaxChars = 50
			got, err := newEngine(t, srv).Report(context.Background(), run, steps)
			if tc.wantFallback != "" {
				if err != nil || !strings.Contains(got, tc.wantFallback) {
					t.Fatalf("Report = %q, %v; want the template report naming %q", got, err, tc.wantFallback)
				}
			} else if err != nil || got != tc.want {
				t.Fatalf("Report = %q, %v; want %q", got, err, tc.want)
			}
			reqs := srv.Requests()
			if len(reqs) != tc.wantCalls {
				t.Fatalf("server saw %d requests, want %d", len(reqs), tc.wantCalls)
			}
			sys := reqs[0].Messages[0].Content
			for _, want := range []string{"in Chinese", "an email", "at most 50 characters"} {
				if !strings.Contains(sys, want) {
					t.Errorf("report instructions lack %q", want)
				}
			}
			if !strings.Contains(reqs[0].Text(), "subtask alerts [skipped] via fetch_alert_history error SYSTEM") {
				t.Errorf("report prompt does not list the skipped step")
			}
		})
	}
}
