package embedded

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestSummarizeIsBounded(t *testing.T) {
	e := newEngine(t)
	var rows []map[string]any
	for i := range 5000 {
		rows = append(rows, map[string]any{"store": strings.Repeat("门店", 50), "id": i, "amount": 12.5})
	}
	out, _ := json.Marshal(map[string]any{"rows": rows, "region": "east_china"})
	tk, _ := e.Parse(context.Background(), "导出华东区门店明细", nil)
	st := &task.Subtask{ID: "store_detail", Description: "导出华东区门店明细", Tool: "query_store_detail"}
	sum, err := e.Summarize(context.Background(), reason.NewRun(tk, nil), st, specByName(t, "query_store_detail"), out)
	if err != nil {
		t.Fatal(err)
	}
	if n := utf8.RuneCountInString(sum.Summary); n > 400 {
		t.Errorf("summary has %d characters, want ≤ 400", n)
	}
	if len(sum.Data) > 2048 || !json.Valid(sum.Data) {
		t.Errorf("data excerpt is %d bytes (valid %v), want valid JSON ≤ 2048", len(sum.Data), json.Valid(sum.Data))
	}
	if !strings.Contains(sum.Summary, "5000") || !strings.Contains(string(sum.Data), `"rows_count":5000`) {
		t.Errorf("summary %q / data %s do not give the row count", sum.Summary, sum.Data)
	}
	if sum.Status != task.StepSucceeded || sum.SubtaskID != "store_detail" {
		t.Errorf("summary = %+v", sum)
	}
}

func TestReport(t *testing.T) {
	e := newEngine(t)
	steps := []task.StepSummary{
		{SubtaskID: "metric_center", Description: "各产品线核心指标变化", Tool: "query_metric_center", Status: task.StepSucceeded, Summary: "18 条rows；revenue 环比 +3.2%"},
		{SubtaskID: "alert_history", Description: "线上告警回顾", Tool: "fetch_alert_history", Status: task.StepSkipped, ErrorKind: toolerr.System, Summary: "告警中心不可用（连接超时）"},
		{SubtaskID: "requirement_status", Description: "本周新增需求状态", Tool: "query_requirement_status", Status: task.StepSucceeded, Summary: strings.Repeat("需求", 200)},
	}
	tests := []struct {
		name, goal string
		wants      []string
		maxChars   int
	}{
		{"zh email", weeklyReport, []string{"主题：上周的团队周报（2025-03-03 至 2025-03-09）", "各位好", "一、各产品线核心指标变化", "需要关注", "线上告警回顾", "SYSTEM", "告警中心不可用", "此致"}, 0},
		{"zh email capped", weeklyReport + "，不超过300字", []string{"主题：", "线上告警回顾", "SYSTEM"}, 300},
		{"en table", "last week's alerts and requirement status as a table", []string{"| Subtask | Tool | Status | Summary |", "| 线上告警回顾 | fetch_alert_history | skipped, SYSTEM |"}, 0},
		{"en markdown", "Write a weekly report of last week in markdown", []string{"# weekly report", "Period: 2025-03-03 to 2025-03-09", "## Needs attention"}, 0},
		{"en text", "summarise last week", []string{"Task report (2025-03-03 to 2025-03-09)", "Needs attention:", "skipped, SYSTEM"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			out, err := e.Report(context.Background(), reason.NewRun(tk, nil), steps)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.wants {
				if !strings.Contains(out, w) {
					t.Errorf("report lacks %q:\n%s", w, out)
				}
			}
			if tc.maxChars > 0 && utf8.RuneCountInString(out) > tc.maxChars {
				t.Errorf("report has %d characters, want ≤ %d:\n%s", utf8.RuneCountInString(out), tc.maxChars, out)
			}
		})
	}
}
