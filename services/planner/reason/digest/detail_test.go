package digest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestAsksForRows(t *testing.T) {
	tests := []struct {
		goal string
		want bool
	}{
		{"导出上周华东区的订单明细", true},
		{"列出昨天创建的运单", true},
		{"list commits on main since Monday", true},
		{"Show me the details of last week's alerts", true},
		{"show all open requirements", true},
		{"上周华东区的营收是多少", false},
		{"how many alerts fired last week", false},
		{"生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式", false},
		{"Write a weekly report of last week covering core metrics, production alerts and requirement status, in markdown", false},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := AsksForRows(tc.goal); got != tc.want {
				t.Errorf("AsksForRows = %v, want %v", got, tc.want)
			}
		})
	}
}

// commits is a git log of n commits as a tool returns it.
func commits(n int) []byte {
	var rows []map[string]any
	for i := range n {
		rows = append(rows, map[string]any{"sha": fmt.Sprintf("c0ffee%02d", i), "author": "lin", "message": fmt.Sprintf("fix %d", i), "date": "2025-03-0" + fmt.Sprint(1+i%9)})
	}
	b, _ := json.Marshal(map[string]any{"commits": rows})
	return b
}

// TestSummarizeDetail: a goal that asks for the rows keeps them in the
// excerpt, up to the detail cap and within the byte cap, and the report's
// table shows them all and how many more there are; a summary goal keeps
// the first few.
func TestSummarizeDetail(t *testing.T) {
	tests := []struct {
		name     string
		n        int
		l        Limits
		rows     int
		moreLine string
	}{
		{"a summary keeps the first rows", 30, Limits{}, 5, "…25 more"},
		{"a list keeps its rows, capped", 30, Limits{Detail: true}, 20, "…10 more"},
		{"a short list is kept whole", 8, Limits{Detail: true}, 8, ""},
		{"the byte cap still holds", 30, Limits{Detail: true, DataBytes: 600}, -1, "more"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, data := Summarize(commits(tc.n), "list_commits", "en", tc.l)
			var got struct {
				Count   int              `json:"commits_count"`
				Commits []map[string]any `json:"commits"`
			}
			if err := json.Unmarshal(data, &got); err != nil {
				t.Fatal(err)
			}
			if got.Count != tc.n {
				t.Errorf("count = %d, want %d", got.Count, tc.n)
			}
			if tc.rows >= 0 && len(got.Commits) != tc.rows {
				t.Errorf("excerpt keeps %d rows, want %d", len(got.Commits), tc.rows)
			}
			if tc.l.DataBytes > 0 && (len(data) > tc.l.DataBytes || len(got.Commits) < 5) {
				t.Errorf("excerpt is %d bytes with %d rows, want ≤ %d bytes and more rows than a summary keeps", len(data), len(got.Commits), tc.l.DataBytes)
			}
			sum := task.StepSummary{SubtaskID: "c", Description: "commits", Tool: "list_commits", Status: task.StepSucceeded, Data: data}
			report := Report(&task.Task{Goal: "list commits", Language: "en", Format: task.FormatMarkdown}, []task.StepSummary{sum})
			if lines := strings.Count(report, "c0ffee"); lines != len(got.Commits) {
				t.Errorf("report shows %d rows, want the %d kept:\n%s", lines, len(got.Commits), report)
			}
			if tc.moreLine != "" && !strings.Contains(report, tc.moreLine) {
				t.Errorf("report does not say %q:\n%s", tc.moreLine, report)
			}
		})
	}
}
