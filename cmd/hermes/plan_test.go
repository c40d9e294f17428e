package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// hermes runs the CLI in process and returns stdout, stderr and the error.
func hermes(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{stdout: &out, stderr: &errb, getenv: func(string) string { return "" }}
	err := dispatch(context.Background(), e, args)
	return out.String(), errb.String(), err
}

type planView struct {
	Task struct {
		Goal         string                       `json:"goal"`
		Constraints  map[string]string            `json:"constraints"`
		TimeRange    *struct{ Start, End string } `json:"time_range"`
		CompareRange *struct{ Start, End string } `json:"compare_range"`
	} `json:"task"`
	Subtasks []struct {
		ID        string         `json:"id"`
		DependsOn []string       `json:"depends_on"`
		Tool      *string        `json:"tool"`
		Args      map[string]any `json:"args"`
		Missing   []string       `json:"missing"`
		Scores    []struct {
			Tool  string  `json:"tool"`
			Score float64 `json:"score"`
		} `json:"scores"`
	} `json:"subtasks"`
}

func plan(t *testing.T, goal string) planView {
	t.Helper()
	out, stderr, err := hermes(t, "plan", "--json", "--now", "2025-03-10T09:00:00+08:00", goal)
	if err != nil {
		t.Fatalf("hermes plan: %v\n%s", err, stderr)
	}
	var v planView
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("hermes plan --json printed something that is not one JSON object: %v\n%s", err, out)
	}
	return v
}

func toolOf(t *testing.T, v planView, i int) string {
	t.Helper()
	if i >= len(v.Subtasks) {
		t.Fatalf("plan has %d subtasks, want more than %d", len(v.Subtasks), i)
	}
	if v.Subtasks[i].Tool == nil {
		return ""
	}
	return *v.Subtasks[i].Tool
}

// The article's cases, through the command a user would run.
func TestPlanArticleCases(t *testing.T) {
	t.Run("weekly report", func(t *testing.T) {
		v := plan(t, "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式")
		if v.Task.TimeRange == nil || v.Task.TimeRange.Start != "2025-03-03" || v.Task.TimeRange.End != "2025-03-09" {
			t.Errorf("time_range = %+v, want 2025-03-03..2025-03-09", v.Task.TimeRange)
		}
		if len(v.Subtasks) != 4 {
			t.Fatalf("%d subtasks, want 3 data subtasks and the report", len(v.Subtasks))
		}
		want := []string{"query_metric_center", "fetch_alert_history", "query_requirement_status"}
		for i, tool := range want {
			if got := toolOf(t, v, i); got != tool {
				t.Errorf("subtask %d tool = %q, want %q", i, got, tool)
			}
			if len(v.Subtasks[i].DependsOn) != 0 {
				t.Errorf("subtask %d depends on %v; the data subtasks are independent", i, v.Subtasks[i].DependsOn)
			}
		}
		report := v.Subtasks[3]
		if report.Tool != nil || len(report.DependsOn) != 3 {
			t.Errorf("report subtask: tool %v depends_on %v, want no tool and all three", report.Tool, report.DependsOn)
		}
		if got := v.Subtasks[1].Args; got["start"] != "2025-03-03" || got["end"] != "2025-03-09" {
			t.Errorf("alert args = %v, want the resolved week", got)
		}
	})
	t.Run("store detail is not the metric center", func(t *testing.T) {
		v := plan(t, "导出华东区门店明细")
		if got := toolOf(t, v, 0); got != "query_store_detail" {
			t.Errorf("tool = %q, want query_store_detail", got)
		}
		for _, s := range v.Subtasks[0].Scores {
			if s.Tool == "query_metric_center" && s.Score >= v.Subtasks[0].Scores[0].Score {
				t.Errorf("query_metric_center scored %v, not below the winner", s.Score)
			}
		}
	})
	t.Run("real-time DAU", func(t *testing.T) {
		v := plan(t, "今天实时的DAU")
		if got := toolOf(t, v, 0); got != "query_realtime_metric" {
			t.Errorf("tool = %q, want query_realtime_metric", got)
		}
	})
	t.Run("explicit tool, metric and date", func(t *testing.T) {
		v := plan(t, "用 query_metric_center 查一下 2025-03-01 的 revenue")
		if got := toolOf(t, v, 0); got != "query_metric_center" {
			t.Fatalf("tool = %q, want query_metric_center", got)
		}
		if a := v.Subtasks[0].Args; a["metric"] != "revenue" || a["date"] != "2025-03-01" {
			t.Errorf("args = %v, want metric=revenue date=2025-03-01", a)
		}
	})
	t.Run("month over month", func(t *testing.T) {
		v := plan(t, "汇总上个月华东区所有业务线的核心业务指标，并与上上个月做环比，输出一份不超过300字的结论报告")
		if v.Task.TimeRange == nil || v.Task.TimeRange.Start != "2025-02-01" || v.Task.TimeRange.End != "2025-02-28" {
			t.Errorf("time_range = %+v, want February 2025", v.Task.TimeRange)
		}
		if v.Task.CompareRange == nil || v.Task.CompareRange.Start != "2025-01-01" || v.Task.CompareRange.End != "2025-01-31" {
			t.Errorf("compare_range = %+v, want January 2025", v.Task.CompareRange)
		}
	})
}

func TestPlanRefusesNonsense(t *testing.T) {
	v := plan(t, "please water the office plants")
	for _, st := range v.Subtasks {
		if st.Tool != nil {
			t.Errorf("subtask %s got tool %s for a goal no tool serves; want no suitable tool", st.ID, *st.Tool)
		}
	}
}

func TestToolsScore(t *testing.T) {
	out, _, err := hermes(t, "tools", "score", "--json", "导出华东区门店明细")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Selected *string `json:"selected"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if got.Selected == nil || *got.Selected != "query_store_detail" {
		t.Errorf("selected = %v, want query_store_detail", got.Selected)
	}
}

// A function list with a name outside the tool-name charset loads, and the
// rename is said on stderr.
func TestToolsScoreSaysWhatWasRenamed(t *testing.T) {
	list := filepath.Join(t.TempDir(), "tools.json")
	fn := `[{"name":"PDF&URLTool","description":"Reads PDF files and web pages.","parameters":{"type":"object"}}]`
	if err := os.WriteFile(list, []byte(fn), 0o600); err != nil {
		t.Fatal(err)
	}
	out, stderr, err := hermes(t, "tools", "score", "--tools", list, "read this pdf")
	if err != nil {
		t.Fatalf("tools score: %v\n%s", err, stderr)
	}
	if !strings.Contains(out, "PDF_URLTool") || !strings.Contains(stderr, `loaded as "PDF_URLTool"`) {
		t.Errorf("stdout %q stderr %q: want the tool under its sanitized name and the rename said", out, stderr)
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"frobnicate"}, "unknown command"},
		{[]string{"plan"}, "GOAL is required"},
		{[]string{"plan", "--now", "yesterday", "x"}, "RFC 3339"},
		{[]string{"run", "--task", "a.json", "goal"}, "not both"},
		{[]string{"run"}, "GOAL or --task FILE is required"},
		{[]string{"submit", "--task", "a.json", "goal"}, "not both"},
		{[]string{"submit"}, "GOAL or --task FILE is required"},
		{[]string{"status"}, "execution ID"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, _, err := hermes(t, tt.args...)
			var xe *exitError
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to mention %q", err, tt.want)
			}
			if ok := asExit(err, &xe); !ok || xe.code != 2 {
				t.Errorf("exit code = %v, want 2 (usage)", err)
			}
		})
	}
}

func asExit(err error, target **exitError) bool {
	xe, ok := err.(*exitError)
	if ok {
		*target = xe
	}
	return ok
}

func TestEveryCommandHasHelpWithExamples(t *testing.T) {
	for _, c := range commands() {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(c.usage, "Examples:") {
				t.Errorf("%s --help has no examples", c.name)
			}
			_, stderr, err := hermes(t, c.name, "--help")
			if !errors.Is(err, flag.ErrHelp) {
				t.Errorf("%s --help: err %v, want flag.ErrHelp (exit status 0)", c.name, err)
			}
			if !strings.Contains(stderr, c.summary) || !strings.Contains(stderr, "  -") {
				t.Errorf("%s --help lacks the summary or the flags: %q", c.name, stderr)
			}
		})
	}
}

func TestPrintPlanShowsAmbiguity(t *testing.T) {
	p := &task.Plan{Subtasks: []task.Subtask{{
		ID: "metrics", Tool: "a_tool", Ambiguous: []string{"a_tool", "b_tool"},
		Scores: []task.Score{{Tool: "a_tool", Score: 0.21}, {Tool: "b_tool", Score: 0.19}},
	}}}
	catalog := []toolspec.Spec{{Name: "a_tool", Description: "Aggregates per day."}, {Name: "b_tool", Description: "Row-level detail."}}
	var b strings.Builder
	printPlan(&b, &task.Task{Goal: "g"}, p, catalog)
	for _, want := range []string{"AMBIGUOUS metrics", "a_tool (0.21): Aggregates per day.", "b_tool (0.19): Row-level detail."} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("plan output lacks %q:\n%s", want, b.String())
		}
	}
}

// Goals on the demo catalog that once chose the wrong tool or none.
func TestPlanDemoGoals(t *testing.T) {
	tests := []struct {
		goal string
		tool string
		args map[string]any // a subset the first subtask's args must hold
	}{
		{"show me the alerts from the past 7 days", "fetch_alert_history", map[string]any{"start": "2025-03-04", "end": "2025-03-10"}},
		{"昨天华北区的营收是多少", "query_metric_center", map[string]any{"metric": "revenue", "date": "2025-03-09", "region": "north"}},
		{"上周五有哪些告警", "fetch_alert_history", map[string]any{"start": "2025-03-07", "end": "2025-03-07"}},
		{"导出华东区门店明细", "query_store_detail", map[string]any{"region": "east"}},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			v := plan(t, tc.goal)
			if len(v.Subtasks) != 2 {
				t.Fatalf("%d subtasks, want one and the report: %+v", len(v.Subtasks), v.Subtasks)
			}
			if got := toolOf(t, v, 0); got != tc.tool {
				t.Fatalf("tool = %q, want %q; scores %+v", got, tc.tool, v.Subtasks[0].Scores)
			}
			for k, want := range tc.args {
				if got := v.Subtasks[0].Args[k]; got != want {
					t.Errorf("args[%s] = %v, want %v (args %v)", k, got, want, v.Subtasks[0].Args)
				}
			}
		})
	}
}
