package demo_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// monday is the article's run: Monday 2025-03-10, 14:02 — "上周" is
// 2025-03-03..2025-03-09.
func monday() time.Time { return time.Date(2025, 3, 10, 14, 2, 0, 0, time.UTC) }

func get(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	body, _ := io.ReadAll(rec.Body)
	return rec.Code, string(body)
}

func TestHTTPServer(t *testing.T) {
	h := demo.NewHTTPServer(monday)
	tests := []struct {
		name, path string
		status     int
		want       []string
	}{
		{"aggregates nationwide", "/metric-center/v1/metrics/revenue?date=2025-03-03", 200, []string{`"code":0`, `"row_count":18`, `"product_line":"retail"`}},
		{"aggregates one region", "/metric-center/v1/metrics/dau?date=2025-03-03&region=east", 200, []string{`"row_count":6`}},
		{"T+1 only", "/metric-center/v1/metrics/revenue?date=2025-03-10", 200, []string{`"code":10086`, "query_realtime_metric"}},
		{"unknown metric", "/metric-center/v1/metrics/gmv?date=2025-03-03", 400, []string{`"code":40001`, "revenue, dau, cvr"}},
		{"bad date", "/metric-center/v1/metrics/cvr?date=last-week", 400, []string{"YYYY-MM-DD"}},
		{"realtime", "/metric-center/v1/realtime/revenue", 200, []string{`"as_of":"2025-03-10T14:02:00Z"`, `"row_count":18`}},
		{"store detail", "/metric-center/v1/stores?date=2025-03-09&region=east&limit=5", 200, []string{`"row_count":5`, `"truncated":true`, `"store_id":"E-01-1"`}},
		{"alerts", "/alert-center/v1/alerts?start=2025-03-03&end=2025-03-09", 200, []string{`"code":0`, `"alerts":[{`}},
		{"alert range too long", "/alert-center/v1/alerts?start=2025-01-01&end=2025-03-09", 200, []string{`"code":20001`}},
		{"alert range reversed", "/alert-center/v1/alerts?start=2025-03-09&end=2025-03-03", 400, []string{"before start"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, body := get(t, h, tc.path)
			if status != tc.status {
				t.Errorf("status = %d, want %d (%s)", status, tc.status, body)
			}
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %s:\n%s", w, body)
				}
			}
		})
	}
}

func TestHTTPServerDeterministic(t *testing.T) {
	for _, path := range []string{
		"/metric-center/v1/metrics/revenue?date=2025-03-03",
		"/metric-center/v1/stores?date=2025-03-09",
		"/alert-center/v1/alerts?start=2025-03-03&end=2025-03-09",
	} {
		t.Run(path, func(t *testing.T) {
			_, a := get(t, demo.NewHTTPServer(monday), path)
			_, b := get(t, demo.NewHTTPServer(func() time.Time { return monday().Add(time.Hour) }), path)
			if a != b {
				t.Errorf("two servers gave different answers for %s", path)
			}
		})
	}
	_, week := get(t, demo.NewHTTPServer(monday), "/alert-center/v1/alerts?start=2025-03-03&end=2025-03-09")
	var resp struct{ Data struct{ Count int } }
	if err := json.Unmarshal([]byte(week), &resp); err != nil || resp.Data.Count < 2 || resp.Data.Count > 10 {
		t.Errorf("a week has %d alerts (%v); want a plausible handful", resp.Data.Count, err)
	}
}

func TestBackendsThroughRegistry(t *testing.T) {
	ctx := context.Background()
	b, err := demo.StartWith(ctx, demo.Config{Dir: t.TempDir(), Now: monday})
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() {
		if err := b.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	if env := b.Environ(); len(env) != 3 || !strings.HasPrefix(env[0], demo.EnvHTTPURL+"="+b.HTTPURL) {
		t.Errorf("Environ() = %q, want the three demo variables", env)
	}
	reg := registry.New(registry.Options{})
	closer, err := reg.RegisterManifest(b.Tools, registry.BuildOptions{Env: b.Env, Families: toolrunner.DefaultFamilies()})
	if err != nil {
		t.Fatalf("RegisterManifest: %v", err)
	}
	t.Cleanup(func() { _ = closer.Close() })
	for _, g := range builtin.Tools() {
		if err := reg.RegisterFunc(g.Spec, g.Func); err != nil {
			t.Fatalf("RegisterFunc(%s): %v", g.Spec.Name, err)
		}
	}
	var names []string
	for _, s := range reg.List() {
		names = append(names, s.Name)
	}
	want := "check_disk_usage,echo,fetch_alert_history,noop,query_metric_center,query_realtime_metric,query_requirement_status,query_store_detail,sleep"
	if got := strings.Join(names, ","); got != want {
		t.Fatalf("tools = %s\nwant %s", got, want)
	}
	for _, s := range reg.List() {
		if s.Family != toolspec.FamilyGo && (s.WhenToUse == "" || s.WhenNotToUse == "") {
			t.Errorf("%s lacks when_to_use / when_not_to_use", s.Name)
		}
	}
	if s, _ := reg.Describe("query_metric_center"); !strings.Contains(s.Description, "use query_store_detail") ||
		!strings.Contains(s.Description, "use query_realtime_metric") {
		t.Errorf("query_metric_center description lacks its boundaries: %s", s.Description)
	}

	tests := []struct {
		tool, args  string
		wantSummary string
		wantOut     string
		wantCode    string
	}{
		{"query_metric_center", `{"metric":"revenue","date":"2025-03-03"}`, "rows=18", `"granularity":"T+1 daily aggregate"`, ""},
		{"query_metric_center", `{"metric":"revenue","date":"2025-03-10"}`, "", "", "business_10086"},
		{"query_metric_center", `{"metric":"gmv","date":"2025-03-03"}`, "", "", toolerr.CodeInvalidArguments},
		{"query_realtime_metric", `{"metric":"dau","region":"east"}`, "rows=6", `"as_of"`, ""},
		{"query_store_detail", `{"date":"2025-03-09","region":"south","limit":3}`, "rows=3 truncated", `"store_id"`, ""},
		{"fetch_alert_history", `{"start":"2025-03-03","end":"2025-03-09"}`, "alerts=", `"severity"`, ""},
		{"query_requirement_status", `{"state":"all","updated_after":"2025-03-03"}`, "rows=", `"state"`, ""},
		{"query_requirement_status", `{"state":"open"}`, "rows=", `"open"`, ""},
		{"query_requirement_status", `{"state":"closed"}`, "", "", toolerr.CodeInvalidArguments},
		{"check_disk_usage", `{"path":"/"}`, "lines=2", "Filesystem", ""},
		{"check_disk_usage", `{"path":"/definitely/not/here"}`, "", "", "exit_1"},
		{"echo", `{"message":"你好"}`, "keys=message", `"你好"`, ""},
		{"noop", `{}`, "object empty", `{}`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.tool+" "+tc.args, func(t *testing.T) {
			res, err := reg.Invoke(ctx, tc.tool, json.RawMessage(tc.args), registry.Call{ExecutionID: "e1", StepID: "s1"})
			if tc.wantCode != "" {
				te, ok := toolerr.As(err)
				if !ok || te.Code != tc.wantCode {
					t.Fatalf("error = %v, want code %s", err, tc.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatalf("Invoke: %v", err)
			}
			if !strings.HasPrefix(res.Summary, tc.wantSummary) || !strings.Contains(string(res.Output), tc.wantOut) {
				t.Errorf("summary %q output %.300s\nwant summary %q and output containing %s", res.Summary, res.Output, tc.wantSummary, tc.wantOut)
			}
		})
	}
}

func TestRequirementsDeterministic(t *testing.T) {
	ctx := context.Background()
	var outs []string
	for range 2 {
		b, err := demo.StartWith(ctx, demo.Config{Now: monday})
		if err != nil {
			t.Fatal(err)
		}
		reg := registry.New(registry.Options{})
		closer, err := reg.RegisterManifest(b.Tools, registry.BuildOptions{Env: b.Env, Families: sqlOnly()})
		if err != nil {
			t.Fatal(err)
		}
		res, err := reg.Invoke(ctx, "query_requirement_status", json.RawMessage(`{"updated_after":"2025-03-03"}`), registry.Call{})
		_ = closer.Close()
		_ = b.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(reg.List()) != 1 {
			t.Errorf("SQL family runner registered %d tools, want 1", len(reg.List()))
		}
		outs = append(outs, string(res.Output))
	}
	if outs[0] != outs[1] {
		t.Errorf("requirements differ between two starts on the same day")
	}
	if !strings.Contains(outs[0], `"updated_at":"2025-03-09"`) {
		t.Errorf("requirements are not anchored at the clock's date: %.300s", outs[0])
	}
}

// sqlOnly is what a runner of the SQL family is given.
func sqlOnly() []tool.Family {
	for _, f := range toolrunner.DefaultFamilies() {
		if f.Name == toolspec.FamilySQL {
			return []tool.Family{f}
		}
	}
	return nil
}

// A client may open a connection and never send on it (an HTTP transport
// that dialled a spare one); stopping the backends must not wait on it
// past the grace period, nor call that a failure.
func TestCloseDropsConnectionsThatSentNothing(t *testing.T) {
	b, err := demo.StartWith(context.Background(), demo.Config{Dir: t.TempDir(), Now: monday})
	if err != nil {
		t.Fatal(err)
	}
	conn, err := net.Dial("tcp", strings.TrimPrefix(b.HTTPURL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := b.Close(); err != nil {
		t.Errorf("Close = %v, want nil", err)
	}
}
