package digest

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var update = flag.Bool("update", false, "rewrite the golden reports under testdata/report")

// summarize runs Summarize on an output for a subtask in the task's
// language, as the embedded engine does, with the default limits.
func summarize(t *testing.T, tk *task.Task, id, desc, tool string, output []byte) task.StepSummary {
	t.Helper()
	sum := task.StepSummary{SubtaskID: id, Description: desc, Tool: tool, Status: task.StepSucceeded}
	sum.Summary, sum.Data = Summarize(output, tool, tk.Language, Limits{})
	return sum
}

// lastWeek is the period "上周" / "last week" resolves to on Monday
// 2025-03-10 in Shanghai.
func lastWeek(t *testing.T) *task.Range {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Shanghai")
	if err != nil {
		t.Fatal(err)
	}
	return &task.Range{Start: time.Date(2025, 3, 3, 0, 0, 0, 0, loc), End: time.Date(2025, 3, 9, 0, 0, 0, 0, loc)}
}

// weeklyReport is the article's goal: last week's team report by e-mail.
const weeklyReport = "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

// weeklyTask is the task the embedded engine parses from goal: the period,
// the language, the format and the length limit are what a report uses.
func weeklyTask(t *testing.T, goal, lang string, format task.Format, maxChars int) *task.Task {
	t.Helper()
	return &task.Task{Goal: goal, Language: lang, Format: format, MaxChars: maxChars, TimeRange: lastWeek(t)}
}

func readData(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "weekly", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// weeklySteps are the weekly report's steps as the loop hands them to
// Report: the demo backends' outputs summarized, in the task's language,
// with the subtask named skipped failing with SYSTEM.
func weeklySteps(t *testing.T, tk *task.Task, skipped string) []task.StepSummary {
	t.Helper()
	descs := map[string][2]string{
		"metric_center":      {"各产品线核心指标变化", "core metrics per product line"},
		"alert_history":      {"线上告警回顾", "production alerts"},
		"requirement_status": {"本周新增需求状态", "new requirements and their status"},
	}
	lang := 1
	if tk.Language == "zh" {
		lang = 0
	}
	var steps []task.StepSummary
	for _, s := range []struct{ id, tool, file, down string }{
		{"metric_center", "query_metric_center", "metrics.json", "metric center unavailable: HTTP 503 Service Unavailable (after 1 retry)"},
		{"alert_history", "fetch_alert_history", "alerts.json", "alert center unavailable: dial tcp 10.20.0.7:443: connect: connection refused (after 1 retry)"},
		{"requirement_status", "query_requirement_status", "requirements.json", "requirement tracker unavailable: database is locked (SQLITE_BUSY) after 1 retry"},
	} {
		desc := descs[s.id][lang]
		if s.id == skipped {
			steps = append(steps, task.StepSummary{SubtaskID: s.id, Description: desc, Tool: s.tool, Status: task.StepSkipped, ErrorKind: toolerr.System,
				Summary: s.down})
			continue
		}
		steps = append(steps, summarize(t, tk, s.id, desc, s.tool, readData(t, s.file)))
	}
	return steps
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

func TestReportGolden(t *testing.T) {
	tests := []struct {
		name, goal, lang, skipped string
		format                    task.Format
		maxChars                  int
	}{
		{"weekly_email_zh", weeklyReport, "zh", "alert_history", task.FormatEmail, 0},
		{"weekly_email_zh_300", weeklyReport + "，不超过300字", "zh", "alert_history", task.FormatEmail, 300},
		{"weekly_markdown_en", "Write a weekly report of last week covering core metrics, production alerts and requirement status, in markdown", "en", "requirement_status", task.FormatMarkdown, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk := weeklyTask(t, tc.goal, tc.lang, tc.format, tc.maxChars)
			steps := weeklySteps(t, tk, tc.skipped)
			got := Report(tk, steps)
			if again := Report(tk, steps); again != got {
				t.Errorf("the same input gave two different reports")
			}
			if tc.maxChars > 0 && utf8.RuneCountInString(got) > tc.maxChars {
				t.Errorf("report has %d characters, want ≤ %d", utf8.RuneCountInString(got), tc.maxChars)
			}
			for _, s := range steps {
				if s.Status != task.StepSucceeded && (!strings.Contains(got, s.Description) || !strings.Contains(got, "SYSTEM")) {
					t.Errorf("report does not name the skipped subtask %s and its error kind", s.SubtaskID)
				}
			}
			golden := filepath.Join("testdata", "report", tc.name+".golden")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got+"\n" != string(want) {
				t.Errorf("report differs from %s (run with -update to accept):\ngot:\n%s\nwant:\n%s", golden, got, want)
			}
		})
	}
}

// TestReportMaxChars: under any cap, in every format, the report fits and
// the skipped subtask is the last thing to go.
func TestReportMaxChars(t *testing.T) {
	const goal = "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态"
	for _, format := range []task.Format{task.FormatEmail, task.FormatMarkdown, task.FormatTable, task.FormatText} {
		for _, max := range []int{1000, 500, 300, 200, 150} {
			t.Run(fmt.Sprintf("%s/%d", format, max), func(t *testing.T) {
				tk := weeklyTask(t, goal, "zh", format, max)
				got := Report(tk, weeklySteps(t, tk, "alert_history"))
				if n := utf8.RuneCountInString(got); n > max {
					t.Errorf("report has %d characters, want ≤ %d:\n%s", n, max, got)
				}
				if !strings.Contains(got, "线上告警回顾") {
					t.Errorf("report under %d characters lost the skipped subtask:\n%s", max, got)
				}
			})
		}
	}
}
