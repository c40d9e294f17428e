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
		families []toolspec.Family
		want     string
	}{
		{"all", nil, "count_rows,ping_http,planning_only,say"},
		{"http runner", []toolspec.Family{toolspec.FamilyHTTP}, "ping_http"},
		{"cli runner with catalog", []toolspec.Family{toolspec.FamilyCLI, toolspec.FamilyCatalog}, "planning_only,say"},
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
	closer, err := r.RegisterManifest(loadTest(t), BuildOptions{Env: func(string) (string, bool) { return "", false }})
	if closer == nil {
		t.Fatal("closer is nil")
	}
	for _, want := range []string{"test.yaml:2", "BASE_URL", "test.yaml:15", "DSN", "test.yaml:8", "already registered"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error = %v\nwant it to mention %q", err, want)
		}
	}
}
