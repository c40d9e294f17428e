package embedded

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// monday is the article's clock: Monday 2025-03-10 14:02 in Shanghai.
var monday = time.Date(2025, 3, 10, 14, 2, 0, 0, time.FixedZone("CST", 8*3600))

func newEngine(t testing.TB) *Engine {
	t.Helper()
	return New(Options{Now: func() time.Time { return monday }})
}

func catalog(t testing.TB) []toolspec.Spec {
	t.Helper()
	b, err := os.ReadFile("testdata/catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	var specs []toolspec.Spec
	if err := json.Unmarshal(b, &specs); err != nil {
		t.Fatalf("catalog: %v", err)
	}
	for i := range specs {
		if err := specs[i].Validate(); err != nil {
			t.Fatalf("catalog tool %s: %v", specs[i].Name, err)
		}
	}
	return specs
}

func plan(t testing.TB, e *Engine, goal string) (*task.Task, *task.Plan) {
	t.Helper()
	return planOver(t, e, goal, catalog(t))
}

// planOver parses goal and plans it over cat.
func planOver(t testing.TB, e *Engine, goal string, cat []toolspec.Spec) (*task.Task, *task.Plan) {
	t.Helper()
	ctx := context.Background()
	tk, err := e.Parse(ctx, goal, nil)
	if err != nil {
		t.Fatalf("Parse(%q): %v", goal, err)
	}
	p, err := e.Plan(ctx, reason.NewRun(tk, nil), cat)
	if err != nil {
		t.Fatalf("Plan(%q): %v", goal, err)
	}
	return tk, p
}

// planGiven parses goal, gives its one subtask the first tool of cat (as
// a caller naming the tool does) and plans it over cat: the subtask, its
// arguments filled.
func planGiven(t testing.TB, e *Engine, goal string, cat []toolspec.Spec) task.Subtask {
	t.Helper()
	ctx := context.Background()
	tk, err := e.Parse(ctx, goal, nil)
	if err != nil {
		t.Fatalf("Parse(%q): %v", goal, err)
	}
	tk.Subtasks = []task.Subtask{{ID: "given", Description: goal, Kind: task.KindTool, Tool: cat[0].Name}}
	p, err := e.Plan(ctx, reason.NewRun(tk, nil), cat)
	if err != nil {
		t.Fatalf("Plan(%q): %v", goal, err)
	}
	return p.Subtasks[0]
}

const weeklyReport = "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

func TestPlanWeeklyReport(t *testing.T) {
	tk, p := plan(t, newEngine(t), weeklyReport)
	if got, want := tk.TimeRange.String(), "2025-03-03..2025-03-09"; got != want {
		t.Errorf("time range = %s, want %s", got, want)
	}
	if tk.Format != task.FormatEmail {
		t.Errorf("format = %q, want email", tk.Format)
	}
	if tk.Language != "zh" {
		t.Errorf("language = %q, want zh", tk.Language)
	}
	wantTools := []string{"query_metric_center", "fetch_alert_history", "query_requirement_status"}
	if len(p.Subtasks) != 4 {
		t.Fatalf("got %d subtasks, want 3 + report: %+v", len(p.Subtasks), p.Subtasks)
	}
	var ids []string
	for i, want := range wantTools {
		st := p.Subtasks[i]
		if st.Tool != want {
			t.Errorf("subtask %d (%s) tool = %q, want %q; scores %v", i, st.Description, st.Tool, want, st.Scores)
		}
		if len(st.DependsOn) != 0 {
			t.Errorf("subtask %s depends on %v, want none (parallel)", st.ID, st.DependsOn)
		}
		if len(st.Missing) != 0 {
			t.Errorf("subtask %s missing %v, want none", st.ID, st.Missing)
		}
		ids = append(ids, st.ID)
	}
	rep := p.Subtasks[3]
	if rep.Kind != task.KindReport || rep.Tool != "" {
		t.Errorf("last subtask = %+v, want the report with no tool", rep)
	}
	if !reflect.DeepEqual(rep.DependsOn, ids) {
		t.Errorf("report depends on %v, want %v", rep.DependsOn, ids)
	}
	wantArgs := []map[string]any{
		{"metric": "revenue", "date": "2025-03-03"},
		{"start": "2025-03-03", "end": "2025-03-09", "severity": "all"},
		{"state": "all", "updated_after": "2025-03-03"},
	}
	for i, want := range wantArgs {
		if got := p.Subtasks[i].Args; !reflect.DeepEqual(got, want) {
			t.Errorf("subtask %s args = %v, want %v", p.Subtasks[i].ID, got, want)
		}
	}
	for _, st := range p.Subtasks[:3] {
		if strings.Contains(st.Description, "邮件") {
			t.Errorf("output instruction became a subtask: %q", st.Description)
		}
	}
}

func TestPlanPicks(t *testing.T) {
	tests := []struct {
		goal     string
		tool     string
		args     map[string]any
		notFirst string // a tool that must rank below the pick
	}{
		{"导出华东区门店明细", "query_store_detail", map[string]any{"region": "east_china"}, "query_metric_center"},
		{"今天实时的DAU", "query_realtime_metric", map[string]any{"metric": "dau"}, "query_metric_center"},
		{"用 query_metric_center 查一下 2025-03-01 的 revenue", "query_metric_center", map[string]any{"metric": "revenue", "date": "2025-03-01"}, ""},
		{"export the row-level store detail for East China", "query_store_detail", map[string]any{"region": "east_china"}, "query_metric_center"},
		{"today's real-time DAU", "query_realtime_metric", map[string]any{"metric": "dau"}, "query_metric_center"},
		{"汇总上个月华东区所有业务线的核心业务指标，并与上上个月做环比，输出一份简短的结论报告", "query_metric_center", map[string]any{"metric": "revenue", "date": "2025-02-01", "region": "east_china"}, ""},
		{"查一下上周的线上告警", "fetch_alert_history", map[string]any{"start": "2025-03-03", "end": "2025-03-09", "severity": "all"}, ""},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := plan(t, e, tc.goal)
			if len(p.Subtasks) != 2 {
				t.Fatalf("got %d subtasks, want 1 + report: %+v", len(p.Subtasks), p.Subtasks)
			}
			st := p.Subtasks[0]
			if st.Tool != tc.tool {
				t.Fatalf("tool = %q, want %q; scores %v", st.Tool, tc.tool, st.Scores)
			}
			if !reflect.DeepEqual(st.Args, tc.args) {
				t.Errorf("args = %v, want %v", st.Args, tc.args)
			}
			if tc.notFirst != "" {
				for _, s := range st.Scores {
					if s.Tool == tc.notFirst && s.Score >= st.Scores[0].Score {
						t.Errorf("%s scores %v, not below the pick", tc.notFirst, s.Score)
					}
				}
			}
		})
	}
}

func TestPlanNoSuitableTool(t *testing.T) {
	for _, goal := range []string{"帮我订一张去上海的机票", "book me a flight to Paris"} {
		t.Run(goal, func(t *testing.T) {
			_, p := plan(t, newEngine(t), goal)
			if st := p.Subtasks[0]; st.Tool != "" {
				t.Errorf("tool = %q (scores %v), want none", st.Tool, st.Scores)
			}
		})
	}
}

func TestPlanDependency(t *testing.T) {
	_, p := plan(t, newEngine(t), "先查上周的线上告警；然后根据告警结果查询相关需求状态")
	if len(p.Subtasks) != 3 {
		t.Fatalf("got %d subtasks, want 2 + report: %+v", len(p.Subtasks), p.Subtasks)
	}
	if got, want := p.Subtasks[1].DependsOn, []string{p.Subtasks[0].ID}; !reflect.DeepEqual(got, want) {
		t.Errorf("second subtask depends on %v, want %v", got, want)
	}
}

func TestPlanStructuredTask(t *testing.T) {
	e := newEngine(t)
	goal := `{"goal":"weekly alerts","time_range":{"start":"2025-03-03","end":"2025-03-09"},
		"subtasks":[{"id":"alerts","description":"alert history","tool":"fetch_alert_history"},{"id":"x","description":"whatever","tool":"no_such_tool"}]}`
	tk, p := plan(t, e, goal)
	if tk.Goal != "weekly alerts" {
		t.Errorf("goal = %q", tk.Goal)
	}
	if got := p.Subtasks[0]; got.ID != "alerts" || got.Tool != "fetch_alert_history" || got.Args["start"] != "2025-03-03" {
		t.Errorf("explicit subtask = %+v", got)
	}
	if got := p.Subtasks[1].Tool; got == "no_such_tool" {
		t.Errorf("an unknown tool name survived planning")
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		goal      string
		rng, cmp  string
		format    task.Format
		maxChars  int
		entities  map[string]string
		lang      string
		constrain map[string]string
	}{
		{
			goal: "汇总上个月华东区所有业务线的核心业务指标，并与上上个月做环比，输出一份简短的结论报告，不超过300字",
			rng:  "2025-02-01..2025-02-28", cmp: "2025-01-01..2025-01-31", format: task.FormatText, maxChars: 300,
			entities: map[string]string{"region": "east_china", "metric": "revenue,dau,cvr"}, lang: "zh",
			constrain: map[string]string{"data_scope": "华东区", "max_chars": "300"},
		},
		{
			goal: "summarise last month's core metrics for the East China region and compare with the month before, as a table",
			rng:  "2025-02-01..2025-02-28", cmp: "2025-01-01..2025-01-31", format: task.FormatTable,
			entities: map[string]string{"region": "east_china", "metric": "revenue,dau,cvr"}, lang: "en",
		},
		{
			goal: "近7天日活同比，用markdown", rng: "2025-03-04..2025-03-10", cmp: "2024-03-04..2024-03-10", format: task.FormatMarkdown,
			entities: map[string]string{"metric": "dau"}, lang: "zh",
		},
		{
			goal: "email me yesterday's conversion rate in under 200 characters", rng: "2025-03-09..2025-03-09", format: task.FormatEmail, maxChars: 200,
			entities: map[string]string{"metric": "cvr"}, lang: "en",
		},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := rangeString(tk.TimeRange); got != tc.rng {
				t.Errorf("time range = %q, want %q", got, tc.rng)
			}
			if got := rangeString(tk.CompareRange); got != tc.cmp {
				t.Errorf("compare range = %q, want %q", got, tc.cmp)
			}
			if tk.Format != tc.format || tk.MaxChars != tc.maxChars || tk.Language != tc.lang {
				t.Errorf("format, max chars, language = %q, %d, %q; want %q, %d, %q", tk.Format, tk.MaxChars, tk.Language, tc.format, tc.maxChars, tc.lang)
			}
			for k, want := range tc.entities {
				if got := tk.Entities[k]; got != want {
					t.Errorf("entity %s = %q, want %q", k, got, want)
				}
			}
			for k, want := range tc.constrain {
				if got := tk.Constraints[k]; got != want {
					t.Errorf("constraint %s = %q, want %q", k, got, want)
				}
			}
			if tk.Goal != tc.goal || tk.ExpectedOutput == "" {
				t.Errorf("goal %q / expected output %q", tk.Goal, tk.ExpectedOutput)
			}
		})
	}
}

func rangeString(r *task.Range) string {
	if r == nil {
		return ""
	}
	return r.String()
}

func TestParseRejects(t *testing.T) {
	e := newEngine(t)
	for _, goal := range []string{"", "   ", "!!!", `{"goal": ""}`, `{not json`, "\xa7核心指标"} {
		if _, err := e.Parse(context.Background(), goal, nil); err == nil {
			t.Errorf("Parse(%q) = nil error, want ErrNotUnderstood", goal)
		}
	}
}

func specByName(t *testing.T, name string) *toolspec.Spec {
	t.Helper()
	for _, s := range catalog(t) {
		if s.Name == name {
			return &s
		}
	}
	t.Fatalf("no tool %s", name)
	return nil
}

func TestFillArgs(t *testing.T) {
	e := newEngine(t)
	ctx := context.Background()
	parse := func(goal string) *reason.Run {
		tk, err := e.Parse(ctx, goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		return reason.NewRun(tk, nil)
	}
	tests := []struct {
		name, goal, tool string
		prev             map[string]any
		hint             string
		want             map[string]any
		missing          []string
	}{
		{"no date is never invented", "营收指标", "query_metric_center", nil, "", map[string]any{"metric": "revenue"}, []string{"date"}},
		{"no metric is never invented", "上周华东区的数据", "query_metric_center", nil, "", map[string]any{"date": "2025-03-03", "region": "east_china"}, []string{"metric"}},
		{"explicit key=value", "metric=cvr date=2025/03/02", "query_metric_center", nil, "", map[string]any{"metric": "cvr", "date": "2025-03-02"}, []string{}},
		{"repair drops a bad value the hint names", "营收指标", "query_metric_center",
			map[string]any{"metric": "revenue", "date": "last week"}, "date: must be a date (YYYY-MM-DD)",
			map[string]any{"metric": "revenue"}, []string{"date"}},
		{"repair reformats a value the hint names", "营收指标", "query_metric_center",
			map[string]any{"metric": "revenue", "date": "2025/03/01"}, "invalid date format, want YYYY-MM-DD",
			map[string]any{"metric": "revenue", "date": "2025-03-01"}, []string{}},
		{"repair keeps what the hint does not name and drops unknown fields", "上周营收", "query_metric_center",
			map[string]any{"metric": "revenue", "date": "2025-03-03", "bogus": 1, "region": "south_china"}, "region: unknown region code",
			map[string]any{"metric": "revenue", "date": "2025-03-03"}, []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := &task.Subtask{Description: tc.goal}
			got, missing, err := e.FillArgs(ctx, parse(tc.goal), st, specByName(t, tc.tool), tc.prev, tc.hint)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %v, want %v", got, tc.want)
			}
			if !reflect.DeepEqual(missing, tc.missing) {
				t.Errorf("missing = %v, want %v", missing, tc.missing)
			}
		})
	}
}

func TestFillArgsEnumSynonym(t *testing.T) {
	// The tool's own region vocabulary is "east", not the alias code.
	e := newEngine(t)
	spec := &toolspec.Spec{Name: "x", Parameters: json.RawMessage(`{"type":"object","properties":{
		"region":{"type":"string","enum":["east","north","south"]},"date":{"type":"string","format":"date"}},"required":["region","date"]}`)}
	for _, goal := range []string{"导出华东区昨天的门店明细", "yesterday's store detail for East China"} {
		tk, _ := e.Parse(context.Background(), goal, nil)
		got, missing, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: goal}, spec, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		if want := map[string]any{"region": "east", "date": "2025-03-09"}; !reflect.DeepEqual(got, want) || len(missing) != 0 {
			t.Errorf("%s: args = %v missing %v, want %v", goal, got, missing, want)
		}
	}
}

func TestFillArgsDateTime(t *testing.T) {
	e := newEngine(t)
	spec := &toolspec.Spec{Name: "x", Parameters: json.RawMessage(`{"type":"object","properties":{
		"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"},
		"since_ts":{"type":"integer"},"trend":{"type":"string"}},"required":["start_time","end_time","trend"]}`)}
	tk, _ := e.Parse(context.Background(), "昨天", nil)
	got, missing, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: "昨天"}, spec, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	// since_ts is an integer: a date is never converted into a number.
	want := map[string]any{"start_time": "2025-03-09T00:00:00+08:00", "end_time": "2025-03-09T23:59:59+08:00"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("args = %v, want %v", got, want)
	}
	if !slices.Equal(missing, []string{"trend"}) {
		t.Errorf("missing = %v, want [trend]", missing)
	}
}

// TestFillArgsNumbersOnlyFromNumerals is the regression test of a "days"
// count filled with tomorrow's date as Unix seconds: an integer parameter
// takes a numeral the goal states before its name, or stays missing.
func TestFillArgsNumbersOnlyFromNumerals(t *testing.T) {
	e := newEngine(t)
	spec := &toolspec.Spec{Name: "weather_forecast", Parameters: json.RawMessage(`{"type":"dict","properties":{
		"location":{"type":"string","description":"The city that you want to get the weather for."},
		"days":{"type":"integer","description":"Number of days for the forecast."},
		"date":{"type":"integer","description":"Day of the month."},
		"ratio":{"type":"float"}},"required":["location","days"]}`)}
	tests := []struct {
		goal    string
		want    map[string]any
		missing []string
	}{
		{"what is the weather in Paris tomorrow", map[string]any{"location": "Paris"}, []string{"days"}},
		{"weather in Paris on 2025-03-12, 10:30", map[string]any{"location": "Paris"}, []string{"days"}},
		{"weather in Paris for the next 3 days", map[string]any{"days": int64(3), "location": "Paris"}, []string{}},
		{"the forecast for the coming five days", map[string]any{"days": int64(5)}, []string{"location"}},
		{"weather for 1 day, ratio=0.5", map[string]any{"days": int64(1), "ratio": 0.5}, []string{"location"}},
		{"days=7 weather forecast", map[string]any{"days": int64(7)}, []string{"location"}},
		{"未来3天的天气", map[string]any{"days": int64(3)}, []string{"location"}},
	}
	for _, tc := range tests {
		tk, _ := e.Parse(context.Background(), tc.goal, nil)
		got, missing, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: tc.goal}, spec, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, tc.want) || !slices.Equal(missing, tc.missing) {
			t.Errorf("%q: args = %v missing %v, want %v missing %v", tc.goal, got, missing, tc.want, tc.missing)
		}
	}
}

func TestPlanJSON(t *testing.T) {
	tk, p := plan(t, newEngine(t), "帮我订一张去上海的机票，以及导出华东区门店明细")
	b, err := PlanJSON(tk, p)
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Task struct {
			Goal        string            `json:"goal"`
			Constraints map[string]string `json:"constraints"`
		} `json:"task"`
		Subtasks []map[string]json.RawMessage `json:"subtasks"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if len(v.Subtasks) != 3 {
		t.Fatalf("got %d subtasks:\n%s", len(v.Subtasks), b)
	}
	for _, key := range []string{"id", "description", "depends_on", "tool", "scores", "args", "missing"} {
		if _, ok := v.Subtasks[0][key]; !ok {
			t.Errorf("subtask lacks %q:\n%s", key, b)
		}
	}
	if got := string(v.Subtasks[0]["tool"]); got != "null" {
		t.Errorf("unchosen tool renders as %s, want null", got)
	}
	if got := string(v.Subtasks[1]["tool"]); got != `"query_store_detail"` {
		t.Errorf("second tool = %s, want query_store_detail", got)
	}
	if got := string(v.Subtasks[2]["depends_on"]); !strings.Contains(got, "need_1") {
		t.Errorf("report depends_on = %s", got)
	}
}

func TestNoTokensSpent(t *testing.T) {
	e := newEngine(t)
	m := reason.NewMeter(100)
	tk, err := e.Parse(context.Background(), weeklyReport, m)
	if err != nil {
		t.Fatal(err)
	}
	run := reason.NewRun(tk, m)
	if _, err := e.Plan(context.Background(), run, catalog(t)); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Report(context.Background(), run, nil); err != nil {
		t.Fatal(err)
	}
	if m.Used() != 0 {
		t.Errorf("meter used %d tokens, want 0", m.Used())
	}
}

func FuzzParsePlan(f *testing.F) {
	for _, s := range []string{weeklyReport, "导出华东区门店明细", "今天实时的DAU", `{"goal":"x","subtasks":[{"id":"a"}]}`, "a、b、c and d, including e"} {
		f.Add(s)
	}
	e := New(Options{Now: func() time.Time { return monday }})
	cat := catalog(f)
	f.Fuzz(func(t *testing.T, goal string) {
		tk, err := e.Parse(context.Background(), goal, nil)
		if err != nil {
			return
		}
		p, err := e.Plan(context.Background(), reason.NewRun(tk, nil), cat)
		if err != nil {
			return
		}
		names := map[string]bool{"": true}
		for _, s := range cat {
			names[s.Name] = true
		}
		for _, st := range p.Subtasks {
			if !names[st.Tool] {
				t.Fatalf("planned unknown tool %q", st.Tool)
			}
		}
	})
}

func BenchmarkPlanWeeklyReport(b *testing.B) {
	// Each plan is made on a day of its own, so that none reuses the
	// times another one resolved: a planner sees a new goal every time.
	day := monday
	e := New(Options{Now: func() time.Time { return day }})
	cat := catalog(b)
	ctx := context.Background()
	e.Index(cat) // start-up: the catalog index is built once
	b.ReportAllocs()
	for b.Loop() {
		day = day.AddDate(0, 0, 1)
		tk, err := e.Parse(ctx, weeklyReport, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := e.Plan(ctx, reason.NewRun(tk, nil), cat); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPlanOneIntentOneSubtask(t *testing.T) {
	tests := []struct {
		goal  string
		tools []string
		// dependent lists, per subtask, whether it depends on the one
		// before.
		dependent []bool
	}{
		{"Show me the online alert history for last week, including how long each one lasted, and which services they were on, sorted by severity.",
			[]string{"fetch_alert_history"}, []bool{false}},
		{"Could you please pull up the incident history of last week and give me the details of each alert, as I would like to review them with the team?",
			[]string{"fetch_alert_history"}, []bool{false}},
		{"查一下上周的线上告警，如果有严重告警就列出进行中的需求",
			[]string{"fetch_alert_history", "query_requirement_status"}, []bool{false, true}},
		{"list the Kubernetes deployments, and then, if any replica is down, show the alert history of today",
			[]string{"list_deployments", "fetch_alert_history"}, []bool{false, true}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := plan(t, e, tc.goal)
			var tools []string
			var dep []bool
			for _, st := range p.Subtasks[:len(p.Subtasks)-1] {
				tools = append(tools, st.Tool)
				dep = append(dep, len(st.DependsOn) > 0)
			}
			if !reflect.DeepEqual(tools, tc.tools) || !reflect.DeepEqual(dep, tc.dependent) {
				t.Errorf("tools %v dependent %v, want %v %v; plan %+v", tools, dep, tc.tools, tc.dependent, p.Subtasks)
			}
		})
	}
}

func TestFillArgsFromSchema(t *testing.T) {
	spec := &toolspec.Spec{Name: "list_items", Parameters: json.RawMessage(`{"type":"object","properties":{
		"state":{"type":"string","enum":["all","open","in_progress","done"]},
		"environment":{"type":"string","enum":["prod","staging","dev"]},
		"kind":{"type":"string","enum":["annual","comp_off","sick"],"description":"leave type"},
		"channel":{"type":"string","enum":["web","app"],"description":"web 网页端, app 移动端"},
		"limit":{"type":"integer","description":"最多返回行数 / max rows"}}}`)}
	tests := []struct {
		goal string
		want map[string]any
	}{
		{"list the items in progress", map[string]any{"state": "in_progress"}},
		{"上个月完成的需求", map[string]any{"state": "done"}},
		{"生产环境的发布记录", map[string]any{"environment": "prod"}},
		{"预发上还在进行中的", map[string]any{"environment": "staging", "state": "in_progress"}},
		{"下周一调休", map[string]any{"kind": "comp_off"}},
		{"移动端的记录", map[string]any{"channel": "app"}},
		{"查询最近的记录，最多20条", map[string]any{"limit": int64(20)}},
		{"the top 5 open items", map[string]any{"limit": int64(5), "state": "open"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			args, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: tc.goal}, spec, nil, "")
			if err != nil {
				t.Fatal(err)
			}
			for k, want := range tc.want {
				if args[k] != want {
					t.Errorf("args[%s] = %v (%T), want %v; args %v", k, args[k], args[k], want, args)
				}
			}
		})
	}
}

func TestPlanCapIsAnArgument(t *testing.T) {
	_, p := plan(t, newEngine(t), "查一下上周的线上告警，最多20条")
	if len(p.Subtasks) != 2 || p.Subtasks[0].Tool != "fetch_alert_history" {
		t.Errorf("plan %+v, want one alert subtask and the report", p.Subtasks)
	}
}
