package registry

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/clitool"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/httptool"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/sqltool"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

const testManifest = `tools:
  - name: ping_http
    description: Pings the backend.
    side_effect: read
    http:
      url: ${env:BASE_URL}/ping
      headers: {Authorization: "Bearer ${env:TOKEN}"}
  - name: say
    description: Says something.
    side_effect: read
    parameters: {type: object, properties: {word: {type: string}}, required: [word]}
    cli:
      program: /bin/echo
      args: ["--", "{word}"]
  - name: count_rows
    description: Counts.
    side_effect: read
    sql: {driver: sqlite, dsn_env: DSN, query: "SELECT 1 AS n"}
  - name: planning_only
    description: Known, never run.
    family: catalog
`

func loadTest(t *testing.T) []manifest.Tool {
	t.Helper()
	cat, err := manifest.Parse("test.yaml", []byte(testManifest))
	if err != nil {
		t.Fatal(err)
	}
	return cat.Tools
}

// catalogOnly is the catalog family: its tools have no executor.
func catalogOnly() tool.Family {
	return tool.NewFamily(toolspec.FamilyCatalog, func(manifest.Tool, tool.Env) (tool.Invoker, error) { return nil, nil })
}

func allFamilies() []tool.Family {
	return []tool.Family{httptool.Family(), clitool.Family(), sqltool.Family(), catalogOnly()}
}

func TestRegisterManifest(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer t0k" {
			w.WriteHeader(http.StatusUnauthorized)
		}
		w.Write([]byte(`{"pong":true}`))
	}))
	defer srv.Close()
	vars := map[string]string{"BASE_URL": srv.URL, "TOKEN": "t0k", "DSN": "file:" + filepath.Join(t.TempDir(), "x.db")}
	env := func(k string) (string, bool) { v, ok := vars[k]; return v, ok }

	tests := []struct {
		name     string
		families []tool.Family
		want     string
	}{
		{"all", allFamilies(), "count_rows,ping_http,planning_only,say"},
		{"http runner", []tool.Family{httptool.Family()}, "ping_http"},
		{"cli runner with catalog", []tool.Family{clitool.Family(), catalogOnly()}, "planning_only,say"},
		{"no families", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := New(Options{})
			closer, err := r.RegisterManifest(loadTest(t), BuildOptions{Env: env, Families: tc.families})
			if err != nil {
				t.Fatalf("RegisterManifest: %v", err)
			}
			defer closer.Close()
			var names []string
			for _, s := range r.List() {
				names = append(names, s.Name)
				res, err := r.Invoke(context.Background(), s.Name, json.RawMessage(`{"word":"hi; rm -rf /"}`), Call{})
				if s.Family == toolspec.FamilyCatalog {
					wantToolErr(t, err, toolerr.Business, CodeNotExecutable)
					continue
				}
				if err != nil || !json.Valid(res.Output) {
					t.Errorf("%s: %s, %v", s.Name, res.Output, err)
				}
			}
			if got := strings.Join(names, ","); got != tc.want {
				t.Errorf("registered %s, want %s", got, tc.want)
			}
		})
	}
}

func TestRegisterManifestErrors(t *testing.T) {
	r := New(Options{})
	if err := r.RegisterFunc(toolspec.Spec{Name: "say", Description: "Taken.", SideEffect: toolspec.Read}, okTool(new(atomic.Int32))); err != nil {
		t.Fatal(err)
	}
	closer, err := r.RegisterManifest(loadTest(t), BuildOptions{Env: func(string) (string, bool) { return "", false }, Families: allFamilies()})
	if closer == nil {
		t.Fatal("closer is nil")
	}
	for _, want := range []string{"test.yaml:2", "BASE_URL", "test.yaml:15", "DSN", "test.yaml:8", "already registered"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error = %v\nwant it to mention %q", err, want)
		}
	}
}
