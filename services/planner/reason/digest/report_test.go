package digest

import (
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

// TestReportAmbiguous: a subtask whose tool was chosen between two that
// scored too close is listed under needs attention with both tools, in
// every format and both languages, even when it succeeded.
func TestReportAmbiguous(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		for _, format := range []task.Format{task.FormatEmail, task.FormatMarkdown, task.FormatTable, task.FormatText} {
			t.Run(lang+"/"+string(format), func(t *testing.T) {
				tk := weeklyTask(t, weeklyReport, lang, format, 0)
				steps := weeklySteps(t, tk, "requirement_status")
				steps[0].Ambiguous = []string{"query_metric_center", "query_metric_snapshot"}
				steps[2].Ambiguous = []string{"query_requirement_status", "query_requirement_list"}
				got := Report(tk, steps)
				word := map[string]string{"zh": "需要关注", "en": "Needs attention"}[lang]
				at := strings.Index(got, word)
				if at < 0 {
					t.Fatalf("report has no %q part:\n%s", word, got)
				}
				attn := got[at:]
				for _, s := range []task.StepSummary{steps[0], steps[2]} {
					for _, tool := range s.Ambiguous {
						if !strings.Contains(attn, tool) {
							t.Errorf("needs attention does not name %s for %s:\n%s", tool, s.SubtaskID, attn)
						}
					}
				}
				if strings.Contains(attn, "fetch_alert_history") {
					t.Errorf("a clear choice is listed as needing attention:\n%s", attn)
				}
			})
		}
	}
}
