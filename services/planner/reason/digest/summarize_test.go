package digest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// summarize runs Summarize on an output for a subtask in the task's
// language, as the embedded engine does, with the default limits.
func summarize(t *testing.T, tk *task.Task, id, desc, tool string, output []byte) task.StepSummary {
	t.Helper()
	sum := task.StepSummary{SubtaskID: id, Description: desc, Tool: tool, Status: task.StepSucceeded}
	sum.Summary, sum.Data = Summarize(output, tool, tk.Language, Limits{})
	return sum
}

func readData(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "weekly", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSummarize(t *testing.T) {
	zh, en := &task.Task{Language: "zh"}, &task.Task{Language: "en"}
	oneAlert := `{"alerts":[{"id":"ALT-20250304-1","severity":"P3","service":"metric-center","title":"T+1 指标产出延迟 / T+1 metric job delayed","started_at":"2025-03-04T11:24:00Z","resolved_at":"2025-03-04T11:55:00Z","duration_min":31}],"count":1,"end":"2025-03-09","start":"2025-03-03"}`
	tests := []struct {
		name, tool, output string
		tk                 *task.Task
		want               string
	}{
		{"metrics zh", "query_metric_center", string(readData(t, "metrics.json")), zh,
			"18 条指标数据（revenue）：按产品线×区域，变化 -13.6%…+16.6%，值合计 20,699,843 CNY"},
		{"metrics en", "query_metric_center", string(readData(t, "metrics.json")), en,
			"18 metric rows (revenue): by product line × region; change -13.6%…+16.6%"},
		{"alerts zh", "fetch_alert_history", string(readData(t, "alerts.json")), zh, "2 条告警：P2 1、P3 1，时长合计 86 分钟"},
		{"one alert zh", "fetch_alert_history", oneAlert, zh, "1 条告警（P3 metric-center 31 分钟）：T+1 指标产出延迟"},
		{"one alert en", "fetch_alert_history", oneAlert, en, "1 alert (P3, metric-center, 31 min): T+1 metric job delayed"},
		{"requirements zh", "query_requirement_status", string(readData(t, "requirements.json")), zh,
			"13 条需求：新建 6、进行中 5、已完成 2，优先级 P1 5、P2 5、P0 2、P3 1"},
		{"requirements en", "query_requirement_status", string(readData(t, "requirements.json")), en,
			"13 requirements: open 6, in progress 5, done 2; priority P1 5, P2 5, P0 2, P3 1"},
		{"no alerts", "fetch_alert_history", `{"alerts":[],"count":0}`, zh, "0 条告警"},
		{"bare array, unknown tool", "x", `[{"name":"a","amount":3},{"name":"b","amount":4.5}]`, en, "2 rows: total amount 7.5"},
		{"nested list", "x", `{"data":{"items":[{"status":"ok"},{"status":"ok"},{"status":"failed"}]}}`, zh, "3 条记录：成功 2、失败 1"},
		{"truncated", "query_store_detail", `{"rows":[{"store_id":"E-1","revenue":10},{"store_id":"E-2","revenue":20}],"total":45,"truncated":true}`, en,
			"2 of 45 stores: total revenue 30"},
		{"lines", "check_disk_usage", `{"lines":["Filesystem 1024-blocks Used","/dev/sda1 100 50"]}`, en, "2 lines: first: Filesystem 1024-blocks Used"},
		{"scalars", "x", `{"ok":true,"version":"1.2"}`, en, "ok=true, version=1.2"},
		{"bare scalar", "x", `42`, en, "42"},
		{"not JSON", "x", `{"rows":`, en, `output is not valid JSON: {"rows":`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sum := summarize(t, tc.tk, "s", "subtask", tc.tool, []byte(tc.output))
			if sum.Summary != tc.want {
				t.Errorf("summary = %q, want %q", sum.Summary, tc.want)
			}
			if n := utf8.RuneCountInString(sum.Summary); n > 120 {
				t.Errorf("summary has %d characters, want ≤ 120", n)
			}
			if sum.Data != nil && (!json.Valid(sum.Data) || len(sum.Data) > 2048) {
				t.Errorf("data excerpt is %d bytes (valid %v), want valid JSON ≤ 2048", len(sum.Data), json.Valid(sum.Data))
			}
		})
	}
}

// TestSummarizeExcerpt: the data excerpt keeps the first rows, projected
// onto the fields a table should show, and the full count.
func TestSummarizeExcerpt(t *testing.T) {
	sum := summarize(t, &task.Task{Language: "zh"}, "metric_center", "指标", "query_metric_center", readData(t, "metrics.json"))
	var got struct {
		Columns []string         `json:"_columns"`
		Count   int              `json:"rows_count"`
		Rows    []map[string]any `json:"rows"`
	}
	if err := json.Unmarshal(sum.Data, &got); err != nil {
		t.Fatal(err)
	}
	if want := []string{"product_line", "region", "value", "prev_week_value", "change_pct"}; strings.Join(got.Columns, ",") != strings.Join(want, ",") {
		t.Errorf("columns = %v, want %v", got.Columns, want)
	}
	if got.Count != 18 || len(got.Rows) != 5 {
		t.Errorf("count %d with %d rows, want 18 with the first 5", got.Count, len(got.Rows))
	}
}
