package model_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// schemaOnly appears only in query_metric_center's parameters schema: it
// must never reach a selection prompt and must reach that tool's fill
// prompt.
const schemaOnly = "区域编码，留空则查全量"

func catalog() []toolspec.Spec {
	return []toolspec.Spec{
		{
			Name:         "query_metric_center",
			Description:  "查询指标中心的核心业务指标（营收、DAU、转化率），返回 T+1 聚合值。该接口返回聚合指标，不适合导出逐条明细。",
			WhenToUse:    "周报、日报中的营收/DAU/转化率汇总",
			WhenNotToUse: "门店级明细或导出（用 query_store_detail）",
			SideEffect:   toolspec.Read,
			Parameters: json.RawMessage(`{"type":"object","properties":{
"metric":{"type":"string","enum":["revenue","dau","cvr"],"description":"指标"},
"date":{"type":"string","format":"date","description":"日期 YYYY-MM-DD"},
"region":{"type":"string","enum":["east","north","south"],"description":"` + schemaOnly + `"}},
"required":["metric","date"],"additionalProperties":false}`),
		},
		{
			Name:         "query_store_detail",
			Description:  "查询门店级逐条明细，用于明细查询和导出。不返回汇总指标。",
			WhenNotToUse: "产品线汇总指标或环比",
			SideEffect:   toolspec.Read,
			Parameters: json.RawMessage(`{"type":"object","properties":{
"date":{"type":"string","format":"date","description":"门店明细日期"},
"region":{"type":"string","description":"门店所在区域编码"}},"required":["date"]}`),
		},
		{
			Name:        "fetch_alert_history",
			Description: "Fetches the online alert events of a period. Includes severity and service.",
			SideEffect:  toolspec.Read,
			Parameters: json.RawMessage(`{"type":"object","properties":{
"start":{"type":"string","format":"date","description":"first day of the alert window"},
"end":{"type":"string","format":"date","description":"last day of the alert window"}},"required":["start","end"]}`),
		},
		{
			Name:        "ping",
			Description: "Checks that the platform answers.",
			SideEffect:  toolspec.Read,
		},
	}
}

func spec(t *testing.T, name string) *toolspec.Spec {
	t.Helper()
	for _, s := range catalog() {
		if s.Name == name {
			return &s
		}
	}
	t.Fatalf("no tool %s", name)
	return nil
}

// clock is Monday 2025-03-10 14:02 in Shanghai, the article's run.
func clock() time.Time {
	loc, err := time.LoadLocation("Asia/Shanghai")
	if err != nil {
		panic(err)
	}
	return time.Date(2025, 3, 10, 14, 2, 0, 0, loc)
}

func newEngine(t *testing.T, srv *modeltest.Server, edit ...func(*model.Options)) *model.Engine {
	t.Helper()
	opts := model.Options{
		BaseURL:    srv.URL,
		Model:      "test-model",
		APIKey:     "sk-test",
		MaxRetries: -1,
		Now:        clock,
	}
	for _, f := range edit {
		f(&opts)
	}
	e, err := model.New(opts)
	if err != nil {
		t.Fatalf("model.New: %v", err)
	}
	return e
}

const weeklyGoal = "帮我生成上周的团队周报，需要包含各产品线的核心指标变化、线上告警事件回顾，最后整理成适合邮件发送的格式"

// parsed is the task the embedded engine makes of goal on the test clock.
func parsed(t *testing.T, goal string) *task.Task {
	t.Helper()
	tk, err := embedded.New(embedded.Options{Now: clock}).Parse(context.Background(), goal, nil)
	if err != nil {
		t.Fatalf("embedded parse: %v", err)
	}
	return tk
}

func newRun(t *testing.T, budget int) *reason.Run {
	t.Helper()
	return reason.NewRun(parsed(t, weeklyGoal), reason.NewMeter(budget))
}

func subtask() *task.Subtask {
	return &task.Subtask{ID: "core_metrics", Description: "各产品线的核心指标变化", Kind: task.KindTool}
}

func scores(pairs ...any) modeltest.Reply {
	var s []map[string]any
	for i := 0; i < len(pairs); i += 2 {
		s = append(s, map[string]any{"tool": pairs[i], "score": pairs[i+1]})
	}
	return modeltest.JSON(map[string]any{"scores": s}, 300, 40)
}

func userMessage(t *testing.T, r modeltest.Request) string {
	t.Helper()
	if len(r.Messages) < 2 || r.Messages[0].Role != "system" || r.Messages[1].Role != "user" {
		t.Fatalf("request messages = %+v, want system then user", r.Messages)
	}
	return r.Messages[1].Content
}

// TestReinjectionBlockInEveryRequest runs every operation and checks that
// each request's user message starts with the block of the run as it was
// at that call (R14).
func TestReinjectionBlockInEveryRequest(t *testing.T) {
	output := json.RawMessage(`{"rows":[{"product":"A","revenue":120},{"product":"B","revenue":80}]}`)
	tests := []struct {
		name    string
		replies []modeltest.Reply
		// do runs the operation and returns the block it must carry.
		do func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error)
	}{
		{"parse", []modeltest.Reply{modeltest.JSON(map[string]any{
			"language": "zh", "constraints": []any{}, "expected_output": "周报", "entities": []any{}, "format": "email", "max_chars": 0,
		}, 10, 10)}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			want := model.ReinjectionBlock(reason.NewRun(parsed(t, weeklyGoal), nil))
			_, err := e.Parse(ctx, weeklyGoal, run.Meter)
			return want, err
		}},
		{"plan", []modeltest.Reply{
			modeltest.JSON(map[string]any{"subtasks": []any{map[string]any{"id": "alerts", "description": "线上告警事件回顾", "depends_on": []any{}}}}, 10, 10),
			scores("fetch_alert_history", 0.9),
			modeltest.JSON(map[string]any{"args": map[string]any{"start": "2025-03-03", "end": "2025-03-09"}, "missing": []any{}}, 10, 10),
		}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			_, err := e.Plan(ctx, run, catalog())
			return model.ReinjectionBlock(run), err
		}},
		{"score", []modeltest.Reply{scores("query_metric_center", 0.9)}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			_, err := e.Score(ctx, run, subtask(), catalog())
			return model.ReinjectionBlock(run), err
		}},
		{"fill after a completed step", []modeltest.Reply{
			modeltest.JSON(map[string]any{"args": map[string]any{"metric": "revenue", "date": "2025-03-03"}, "missing": []any{}}, 10, 10),
		}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			run.Complete(task.StepSummary{SubtaskID: "alerts", Tool: "fetch_alert_history", Status: task.StepSucceeded, Summary: "5 alerts, 1 P1"})
			_, _, err := e.FillArgs(ctx, run, subtask(), spec(t, "query_metric_center"), nil, "")
			return model.ReinjectionBlock(run), err
		}},
		{"judge", []modeltest.Reply{modeltest.JSON(map[string]any{"ok": true, "reason": ""}, 10, 10)}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			_, err := e.Judge(ctx, run, subtask(), spec(t, "query_metric_center"), output)
			return model.ReinjectionBlock(run), err
		}},
		{"summarize", []modeltest.Reply{modeltest.JSON(map[string]any{"summary": "2 条产品线，营收 A 120，B 80"}, 10, 10)}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			_, err := e.Summarize(ctx, run, subtask(), spec(t, "query_metric_center"), output)
			return model.ReinjectionBlock(run), err
		}},
		{"report", []modeltest.Reply{modeltest.JSON(map[string]any{"report": "主题：团队周报\n营收 A 120，B 80。"}, 10, 10)}, func(ctx context.Context, e *model.Engine, run *reason.Run) (string, error) {
			_, err := e.Report(ctx, run, []task.StepSummary{{SubtaskID: "core_metrics", Status: task.StepSucceeded, Summary: "A 120, B 80"}})
			return model.ReinjectionBlock(run), err
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.replies...)
			e := newEngine(t, srv)
			block, err := tc.do(context.Background(), e, newRun(t, 0))
			if err != nil {
				t.Fatalf("operation: %v", err)
			}
			reqs := srv.Requests()
			if len(reqs) != len(tc.replies) {
				t.Fatalf("server saw %d requests, want %d", len(reqs), len(tc.replies))
			}
			if !strings.Contains(block, weeklyGoal) || !strings.Contains(block, `"time_range":{"start":"2025-03-03","end":"2025-03-09"}`) {
				t.Fatalf("block lacks the goal or the structured task:\n%s", block)
			}
			for i, r := range reqs {
				if got := userMessage(t, r); !strings.HasPrefix(got, block) {
					t.Errorf("request %d user message does not start with the block\ngot:\n%s\nwant prefix:\n%s", i+1, got, block)
				}
			}
		})
	}
}

func TestReinjectionBlockListsCompletedSteps(t *testing.T) {
	run := newRun(t, 0)
	run.Complete(task.StepSummary{SubtaskID: "alerts", Tool: "fetch_alert_history", Status: task.StepSucceeded, Summary: "5 alerts\nnone open"})
	run.Complete(task.StepSummary{SubtaskID: "reqs", Tool: "query_requirement_status", Status: task.StepSkipped, ErrorKind: toolerr.System, Summary: "backend down"})
	got := model.ReinjectionBlock(run)
	for _, want := range []string{
		"Original goal: " + weeklyGoal,
		"1. [succeeded] alerts via fetch_alert_history: 5 alerts none open",
		"2. [skipped] reqs via query_requirement_status (SYSTEM): backend down",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("block lacks %q:\n%s", want, got)
		}
	}
	if empty := model.ReinjectionBlock(newRun(t, 0)); !strings.Contains(empty, "Completed steps: none yet") {
		t.Errorf("fresh block = %q, want 'none yet'", empty)
	}
}

// TestTwoLevelIndex checks R5: selection prompts carry name and one-line
// summary only; the chosen tool's full schema reaches its fill prompt only.
func TestTwoLevelIndex(t *testing.T) {
	srv := modeltest.NewServer(t,
		scores("query_metric_center", 0.92, "query_store_detail", 0.2),
		modeltest.JSON(map[string]any{"args": map[string]any{"metric": "revenue", "date": "2025-03-03"}, "missing": []any{}}, 10, 10),
	)
	e := newEngine(t, srv)
	run, st, ctx := newRun(t, 0), subtask(), context.Background()
	if _, err := e.Score(ctx, run, st, catalog()); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.FillArgs(ctx, run, st, spec(t, "query_metric_center"), nil, ""); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	selection, fill := reqs[0].Text(), reqs[1].Text()
	for _, s := range catalog() {
		line := "- " + s.Name + ": " + s.Summary()
		if !strings.Contains(selection, line) {
			t.Errorf("selection prompt lacks the index line %q", line)
		}
	}
	for _, full := range []string{schemaOnly, `"enum":["revenue","dau","cvr"]`, "门店明细日期", "first day of the alert window", "Includes severity", "周报、日报中的营收"} {
		if strings.Contains(selection, full) {
			t.Errorf("selection prompt holds full-schema text %q", full)
		}
	}
	for _, want := range []string{schemaOnly, `"required":["metric","date"]`, "When not to use: 门店级明细或导出"} {
		if !strings.Contains(fill, want) {
			t.Errorf("fill prompt lacks %q", want)
		}
	}
	for _, other := range []string{"门店明细日期", "first day of the alert window"} {
		if strings.Contains(fill, other) {
			t.Errorf("fill prompt holds another tool's schema text %q", other)
		}
	}
}

func TestScoreDiscardsInventedNamesAndClamps(t *testing.T) {
	srv := modeltest.NewServer(t, scores(
		"query_magic_everything", 0.99,
		"query_metric_center", 1.7,
		"fetch_alert_history", -0.3,
		"query_store_detail", 0.4,
		"query_store_detail", 0.6,
		"QUERY_METRIC_CENTER", 0.5,
	))
	e := newEngine(t, srv)
	got, err := e.Score(context.Background(), newRun(t, 0), subtask(), catalog())
	if err != nil {
		t.Fatal(err)
	}
	want := []task.Score{{Tool: "query_metric_center", Score: 1}, {Tool: "query_store_detail", Score: 0.6}, {Tool: "fetch_alert_history", Score: 0}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Score = %v, want %v", got, want)
	}
}

// TestPlanNeverChoosesInventedTool: a subtask whose only good score is an
// invented name gets no tool, and no fill request is made for it.
func TestPlanNeverChoosesInventedTool(t *testing.T) {
	srv := modeltest.NewServer(t,
		modeltest.JSON(map[string]any{"subtasks": []any{map[string]any{"id": "Weather Today!", "description": "今天的天气", "depends_on": []any{}}}}, 10, 10),
		scores("get_weather", 0.98, "ping", 0.1),
	)
	e := newEngine(t, srv)
	plan, err := e.Plan(context.Background(), newRun(t, 0), catalog())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(plan.Subtasks); n != 2 {
		t.Fatalf("plan has %d subtasks, want 2: %+v", n, plan.Subtasks)
	}
	st := plan.Subtasks[0]
	if st.ID != "weather_today" || st.Tool != "" || len(st.Args) != 0 {
		t.Errorf("subtask = %+v, want id weather_today, no tool, no args", st)
	}
	for _, s := range st.Scores {
		if s.Tool == "get_weather" {
			t.Errorf("scores keep the invented tool: %v", st.Scores)
		}
	}
	if got := len(srv.Requests()); got != 2 {
		t.Errorf("server saw %d requests, want 2 (plan, score; no fill)", got)
	}
}

func TestPlanBuildsGraph(t *testing.T) {
	srv := modeltest.NewServer(t,
		modeltest.JSON(map[string]any{"subtasks": []any{
			map[string]any{"id": "core_metrics", "description": "各产品线的核心指标变化", "depends_on": []any{}},
			map[string]any{"id": "alerts", "description": "线上告警事件回顾", "depends_on": []any{}},
		}}, 10, 10),
		scores("query_metric_center", 0.9, "query_store_detail", 0.85),
		modeltest.JSON(map[string]any{"args": map[string]any{"metric": "revenue", "date": "2025-03-03"}, "missing": []any{}}, 10, 10),
		scores("fetch_alert_history", 0.95),
		modeltest.JSON(map[string]any{"args": map[string]any{"start": "2025-03-03"}, "missing": []any{"end"}}, 10, 10),
	)
	e := newEngine(t, srv)
	plan, err := e.Plan(context.Background(), newRun(t, 0), catalog())
	if err != nil {
		t.Fatal(err)
	}
	got := plan.Subtasks
	if len(got) != 3 {
		t.Fatalf("plan = %+v, want 3 subtasks", got)
	}
	if got[0].Tool != "query_metric_center" || fmt.Sprint(got[0].Ambiguous) != "[query_metric_center query_store_detail]" {
		t.Errorf("core_metrics = tool %q ambiguous %v, want query_metric_center flagged with query_store_detail", got[0].Tool, got[0].Ambiguous)
	}
	if fmt.Sprint(got[1].Missing) != "[end]" || got[1].Args["start"] != "2025-03-03" {
		t.Errorf("alerts = args %v missing %v, want start filled and end missing", got[1].Args, got[1].Missing)
	}
	rep := got[2]
	if rep.ID != "report" || rep.Kind != task.KindReport || fmt.Sprint(rep.DependsOn) != "[core_metrics alerts]" {
		t.Errorf("report subtask = %+v", rep)
	}
}

func TestPlanRejectsBadGraphOnce(t *testing.T) {
	cycle := modeltest.JSON(map[string]any{"subtasks": []any{
		map[string]any{"id": "a", "description": "x", "depends_on": []any{"b"}},
		map[string]any{"id": "b", "description": "y", "depends_on": []any{"a"}},
	}}, 10, 10)
	unknown := modeltest.JSON(map[string]any{"subtasks": []any{
		map[string]any{"id": "a", "description": "x", "depends_on": []any{"zzz"}},
	}}, 10, 10)
	tests := []struct {
		name    string
		replies []modeltest.Reply
		wantErr string
	}{
		{"cycle twice", []modeltest.Reply{cycle, cycle}, "cycle"},
		{"unknown dependency twice", []modeltest.Reply{unknown, unknown}, "not a subtask"},
		{"empty plan twice", []modeltest.Reply{
			modeltest.JSON(map[string]any{"subtasks": []any{}}, 1, 1), modeltest.JSON(map[string]any{"subtasks": []any{}}, 1, 1),
		}, "0 subtasks"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.replies...)
			_, err := newEngine(t, srv).Plan(context.Background(), newRun(t, 0), catalog())
			var oe *model.OutputError
			if !errors.As(err, &oe) || oe.Op != "plan" || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("Plan error = %v, want *OutputError of plan mentioning %q", err, tc.wantErr)
			}
			reqs := srv.Requests()
			if len(reqs) != 2 || !strings.Contains(reqs[1].Text(), tc.wantErr) {
				t.Errorf("want 2 requests, the second telling the model %q; got %d", tc.wantErr, len(reqs))
			}
		})
	}
}

func TestFillArgs(t *testing.T) {
	fill := func(args map[string]any, missing ...string) modeltest.Reply {
		if missing == nil {
			missing = []string{}
		}
		return modeltest.JSON(map[string]any{"args": args, "missing": missing}, 100, 20)
	}
	tests := []struct {
		name        string
		tool        string
		prev        map[string]any
		hint        string
		replies     []modeltest.Reply
		wantArgs    string
		wantMissing string
		wantCalls   int
		promptHas   []string
	}{
		{"filled", "query_metric_center", nil, "", []modeltest.Reply{fill(map[string]any{"metric": "revenue", "date": "2025-03-03"})},
			"map[date:2025-03-03 metric:revenue]", "[]", 1, nil},
		{"required left out is missing", "query_metric_center", nil, "", []modeltest.Reply{fill(map[string]any{"metric": "dau"})},
			"map[metric:dau]", "[date]", 1, nil},
		{"value the model calls missing is dropped", "query_metric_center", nil, "", []modeltest.Reply{fill(map[string]any{"metric": "dau", "date": "2025-01-01"}, "date")},
			"map[metric:dau]", "[date]", 1, nil},
		{"undeclared argument is dropped", "query_metric_center", nil, "", []modeltest.Reply{fill(map[string]any{"metric": "dau", "date": "2025-03-03", "sql": "drop table x"})},
			"map[date:2025-03-03 metric:dau]", "[]", 1, nil},
		{"invalid enum is retried with the schema's hint", "query_metric_center", nil, "", []modeltest.Reply{
			fill(map[string]any{"metric": "gmv", "date": "2025-03-03"}),
			fill(map[string]any{"metric": "revenue", "date": "2025-03-03"}),
		}, "map[date:2025-03-03 metric:revenue]", "[]", 2, nil},
		{"repair carries previous arguments and hint", "query_metric_center", map[string]any{"metric": "revenue", "date": "03/03/2025"}, "invalid /date: want format date",
			[]modeltest.Reply{fill(map[string]any{"metric": "revenue", "date": "2025-03-03"})},
			"map[date:2025-03-03 metric:revenue]", "[]", 1, []string{`Previous arguments (rejected): {"date":"03/03/2025","metric":"revenue"}`, "Hint from the tool: invalid /date: want format date"}},
		{"tool without parameters needs no call", "ping", nil, "", nil, "map[]", "[]", 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.replies...)
			args, missing, err := newEngine(t, srv).FillArgs(context.Background(), newRun(t, 0), subtask(), spec(t, tc.tool), tc.prev, tc.hint)
			if err != nil {
				t.Fatalf("FillArgs: %v", err)
			}
			if got := fmt.Sprint(args); got != tc.wantArgs {
				t.Errorf("args = %s, want %s", got, tc.wantArgs)
			}
			if got := fmt.Sprint(missing); got != tc.wantMissing {
				t.Errorf("missing = %s, want %s", got, tc.wantMissing)
			}
			reqs := srv.Requests()
			if len(reqs) != tc.wantCalls {
				t.Fatalf("server saw %d requests, want %d", len(reqs), tc.wantCalls)
			}
			if tc.wantCalls == 2 && !strings.Contains(reqs[1].Messages[3].Content, "/metric") {
				t.Errorf("retry feedback = %q, want it to name /metric", reqs[1].Messages[3].Content)
			}
			for _, want := range tc.promptHas {
				if !strings.Contains(reqs[0].Text(), want) {
					t.Errorf("prompt lacks %q", want)
				}
			}
		})
	}
}

// TestParseKeepsCalendarDates: the model may not move the calendar's
// ranges, nor add a tool the goal does not name.
func TestParseKeepsCalendarDates(t *testing.T) {
	srv := modeltest.NewServer(t, modeltest.JSON(map[string]any{
		"language": "zh",
		"constraints": []any{
			map[string]any{"name": "time_range", "value": "2024-12-30..2025-01-05"},
			map[string]any{"name": "data_scope", "value": "全部产品线"},
		},
		"expected_output": "核心指标变化、告警回顾",
		"entities": []any{
			map[string]any{"kind": "date", "value": "2025-01-01"},
			map[string]any{"kind": "product", "value": "all"},
			map[string]any{"kind": "tool", "value": "query_everything"},
		},
		"format": "text", "max_chars": 300,
	}, 120, 60))
	meter := reason.NewMeter(0)
	got, err := newEngine(t, srv).Parse(context.Background(), weeklyGoal, meter)
	if err != nil {
		t.Fatal(err)
	}
	if got.TimeRange == nil || got.TimeRange.String() != "2025-03-03..2025-03-09" {
		t.Errorf("time range = %v, want 2025-03-03..2025-03-09", got.TimeRange)
	}
	if c := got.Constraints["time_range"]; !strings.Contains(c, "2025-03-03..2025-03-09") {
		t.Errorf("time_range constraint = %q, want the calendar's", c)
	}
	checks := []struct{ name, got, want string }{
		{"data_scope", got.Constraints["data_scope"], "全部产品线"},
		{"format", string(got.Format), "email"}, // the goal says 邮件: the fallback's finding stands
		{"max_chars", fmt.Sprint(got.MaxChars), "300"},
		{"expected_output", got.ExpectedOutput, "核心指标变化、告警回顾"},
		{"entity product", got.Entities["product"], "all"},
		{"entity date", got.Entities["date"], ""},
		{"entity tool", got.Entities["tool"], ""},
		{"goal", got.Goal, weeklyGoal},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
	if meter.Used() != 180 {
		t.Errorf("meter = %d, want 180", meter.Used())
	}
}

func TestParseWithoutModel(t *testing.T) {
	tests := []struct {
		name    string
		goal    string
		wantErr error
	}{
		{"structured task", `{"goal":"查询上周的营收","max_chars":100}`, nil},
		{"empty", "   ", reason.ErrNotUnderstood},
		{"no words", "?!…", reason.ErrNotUnderstood},
		{"bad JSON", `{"goal":`, reason.ErrNotUnderstood},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t)
			got, err := newEngine(t, srv).Parse(context.Background(), tc.goal, reason.NewMeter(0))
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err = %v, want %v", err, tc.wantErr)
			}
			if tc.wantErr == nil && (got.TimeRange == nil || got.MaxChars != 100) {
				t.Errorf("task = %+v, want last week's range and max_chars 100", got)
			}
			if n := len(srv.Requests()); n != 0 {
				t.Errorf("server saw %d requests, want none", n)
			}
		})
	}
}

// TestPreselection: a catalog over TopK is cut to TopK by the lexical
// scorer before the model sees it, and a real tool that was not offered is
// discarded like an invented one.
func TestPreselection(t *testing.T) {
	big := catalog()
	for i := range 60 {
		big = append(big, toolspec.Spec{
			Name:        fmt.Sprintf("manage_fleet_%02d", i),
			Description: fmt.Sprintf("Manages vehicle fleet number %d: trucks, drivers and routes.", i),
			SideEffect:  toolspec.Read,
		})
	}
	srv := modeltest.NewServer(t, scores("query_metric_center", 0.9, "manage_fleet_59", 0.95))
	e := newEngine(t, srv, func(o *model.Options) { o.TopK = 5 })
	st := &task.Subtask{ID: "core_metrics", Description: "查询各产品线核心业务指标营收 DAU 转化率的汇总"}
	got, err := e.Score(context.Background(), newRun(t, 0), st, big)
	if err != nil {
		t.Fatal(err)
	}
	prompt := srv.Requests()[0].Text()
	if n := strings.Count(prompt, "\n- "); n != 5 {
		t.Errorf("selection prompt lists %d tools, want TopK=5", n)
	}
	if !strings.Contains(prompt, "- query_metric_center: ") {
		t.Errorf("pre-selection dropped query_metric_center:\n%s", prompt)
	}
	if strings.Contains(prompt, "manage_fleet_59") {
		t.Errorf("pre-selection kept manage_fleet_59")
	}
	if fmt.Sprint(got) != "[{query_metric_center 0.9}]" {
		t.Errorf("Score = %v, want only the offered query_metric_center", got)
	}
}
