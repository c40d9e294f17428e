package manifest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func names(c *Catalog) string {
	var out []string
	for _, t := range c.Tools {
		out = append(out, t.Spec.Name)
	}
	return strings.Join(out, ",")
}

func TestLoadGood(t *testing.T) {
	c, err := Load("testdata/good.yaml")
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if got, want := names(c), "check_disk_usage,close_requirement,get_weather,legacy_report,query_metric_center,send_mail"; got != want {
		t.Fatalf("tools = %s, want %s", got, want)
	}
	byName := map[string]Tool{}
	for _, tl := range c.Tools {
		byName[tl.Spec.Name] = tl
	}
	tests := []struct {
		name       string
		family     toolspec.Family
		sideEffect toolspec.SideEffect
		source     string
	}{
		{"query_metric_center", toolspec.FamilyHTTP, toolspec.Read, "testdata/good.yaml:3"},
		{"check_disk_usage", toolspec.FamilyCLI, toolspec.Read, "testdata/good.yaml:23"},
		{"close_requirement", toolspec.FamilySQL, toolspec.Write, "testdata/good.yaml:35"},
		{"legacy_report", toolspec.FamilyCatalog, toolspec.Read, "testdata/good.yaml:48"},
		{"get_weather", toolspec.FamilyCatalog, toolspec.Read, "testdata/funcs.json:2"},
		{"send_mail", toolspec.FamilyCatalog, toolspec.Write, "testdata/funcs.json:4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := byName[tc.name]
			if got.Spec.Family != tc.family || got.Spec.SideEffect != tc.sideEffect || got.Source != tc.source {
				t.Errorf("family, side effect, source = %s, %s, %s; want %s, %s, %s",
					got.Spec.Family, got.Spec.SideEffect, got.Source, tc.family, tc.sideEffect, tc.source)
			}
		})
	}
	q := byName["query_metric_center"]
	if q.Spec.Timeout.String() != "5s" || q.HTTP.Method != "GET" || q.Spec.Roles[0] != "analyst" {
		t.Errorf("query_metric_center = %+v %+v", q.Spec, q.HTTP)
	}
	if !strings.Contains(string(byName["get_weather"].Spec.Parameters), `"type":"object"`) ||
		!strings.Contains(string(byName["get_weather"].Spec.Parameters), `"type":"number"`) {
		t.Errorf("imported BFCL schema not normalized: %s", byName["get_weather"].Spec.Parameters)
	}
}

func writeManifest(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "m.yaml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

const toolHead = `tools:
  - name: t1
    description: A tool.
    side_effect: read
`

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name string
		body string
		// want are substrings of the error: the line and the field.
		want []string
	}{
		{"unknown top-level field", "tool:\n  - name: x\n", []string{"m.yaml:1:", "unknown field \"tool\""}},
		{"unknown tool field", toolHead + "    colour: red\n    cli: {program: /bin/true}\n", []string{"m.yaml:5:", "unknown field \"colour\""}},
		{"unknown binding field", toolHead + "    cli:\n      program: /bin/true\n      shell: true\n", []string{"m.yaml:7:", "unknown field \"shell\""}},
		{"missing binding", toolHead, []string{"m.yaml:2:", "tool t1", "no binding"}},
		{"two bindings", toolHead + "    cli: {program: /bin/true}\n    sql: {driver: sqlite, dsn_env: X, query: select 1}\n", []string{"m.yaml:2:", "2 bindings"}},
		{"invalid schema", toolHead + "    parameters:\n      type: dict\n    cli: {program: /bin/true}\n", []string{"m.yaml:6:", "tool t1: parameters", "invalid JSON Schema"}},
		{"relative program", toolHead + "    cli: {program: df}\n", []string{"m.yaml:5:", "cli.program", "absolute"}},
		{"host from argument", toolHead + "    parameters: {type: object, properties: {h: {type: string}}}\n    http: {url: \"http://{h}/x\"}\n", []string{"m.yaml:6:", "http.url", "host"}},
		{"unknown placeholder", toolHead + "    http: {url: \"http://example.com/{nope}\"}\n", []string{"m.yaml:5:", "http.url", "{nope}"}},
		{"bad timeout", toolHead + "    timeout: soon\n    cli: {program: /bin/true}\n", []string{"m.yaml:5:", "tool t1: timeout"}},
		{"bad side effect", "tools:\n  - name: t1\n    description: d\n    side_effect: maybe\n    cli: {program: /bin/true}\n", []string{"m.yaml:4:", "side_effect"}},
		{"missing side effect", "tools:\n  - name: t1\n    description: d\n    cli: {program: /bin/true}\n", []string{"m.yaml:2:", "side_effect"}},
		{"bad driver", toolHead + "    sql: {driver: oracle, dsn_env: X, query: select 1}\n", []string{"m.yaml:5:", "sql.driver"}},
		{"bad output", toolHead + "    cli: {program: /bin/true, output: xml}\n", []string{"m.yaml:5:", "cli.output"}},
		{"bad env ref", toolHead + "    http: {url: \"http://example.com/\", headers: {X: \"${env:1BAD}\"}}\n", []string{"m.yaml:5:", "http.headers.X"}},
		{"duplicate", toolHead + "    cli: {program: /bin/true}\n" + strings.TrimPrefix(toolHead, "tools:\n") + "    cli: {program: /bin/true}\n",
			[]string{"m.yaml:6:", "duplicate tool name \"t1\"", "m.yaml:2"}},
		{"empty", "tools: []\n", []string{"m.yaml:1:", "no tools"}},
		{"syntax", "tools:\n  - name: [unclosed\n", []string{"m.yaml:2:"}},
		{"missing import", "import: [nope.json]\n", []string{"m.yaml:1:", "import[0]"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(writeManifest(t, tc.body))
			if err == nil {
				t.Fatalf("Load succeeded, want an error containing %q", tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error = %q\nwant it to contain %q", err, w)
				}
			}
		})
	}
}

func TestLoadReportsEveryError(t *testing.T) {
	body := toolHead + "    cli: {program: df}\n" + strings.TrimPrefix(toolHead, "tools:\n") + "    timeout: x\n    cli: {program: /bin/true}\n"
	_, err := Load(writeManifest(t, body))
	var me *Error
	if !errors.As(err, &me) {
		t.Fatalf("error %v is not a *manifest.Error", err)
	}
	for _, w := range []string{"cli.program", "timeout", "duplicate"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error = %q, want it to mention %q", err, w)
		}
	}
}

func TestLoadDirectory(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"a.yaml":     toolHead + "    cli: {program: /bin/true}\nimport: [cat.json]\n",
		"b.yml":      "tools:\n  - {name: t2, description: d, family: catalog}\n",
		"cat.json":   `[{"name":"f1","description":"F one.","parameters":{"type":"dict","properties":{}}}]`,
		"other.json": `{"type":"function","function":{"name":"f2","description":"F two."}}` + "\n",
		"notes.txt":  "ignored",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	c, err := Load(dir)
	if err != nil {
		t.Fatalf("Load(dir): %v", err)
	}
	if got, want := names(c), "f1,f2,t1,t2"; got != want {
		t.Errorf("tools = %s, want %s (cat.json loaded once, through the import)", got, want)
	}
}

func TestFunctionFormats(t *testing.T) {
	tests := []struct {
		name, data, want string
		wantWarn         int
	}{
		{"array", `[{"name":"a","description":"A."},{"name":"b","description":"B."}]`, "a,b", 0},
		{"jsonl wrappers", `{"type":"function","function":{"name":"a","description":"A."}}` + "\n" + `{"name":"b","description":"B."}` + "\n", "a,b", 0},
		{"bfcl records", `{"id":"multiple_0","question":[[{"role":"user","content":"q"}]],"function":[{"name":"a","description":"A.","parameters":{"type":"dict","properties":{"x":{"type":"float"}}}},{"name":"b","description":"B."}]}` + "\n" +
			`{"id":"multiple_1","function":[{"name":"a","description":"A.","parameters":{"type":"dict","properties":{"x":{"type":"float"}}}}]}` + "\n" +
			`{"id":"multiple_2","function":[{"name":"b","description":"B, another version."}]}` + "\n", "a,b", 1},
		{"single object", "{\n  \"name\": \"a\",\n  \"description\": \"A.\"\n}\n", "a", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseFunctions("f.json", []byte(tc.data))
			if err != nil {
				t.Fatalf("ParseFunctions: %v", err)
			}
			if got := names(c); got != tc.want {
				t.Errorf("tools = %s, want %s", got, tc.want)
			}
			if len(c.Warnings) != tc.wantWarn {
				t.Errorf("warnings = %q, want %d", c.Warnings, tc.wantWarn)
			}
		})
	}
	bad := []struct{ name, data, want string }{
		{"not json", "{\"name\":\"a\"\n{oops\n", "f.json:1:"},
		{"no name", `[{"description":"x"}]`, "no name"},
		{"bad schema", "[\n{\"name\":\"a\",\"description\":\"A.\",\"parameters\":{\"type\":\"string\",\"pattern\":\"(\"}}]", "f.json:2:"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseFunctions("f.json", []byte(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestBFCLCatalogsLoad loads BFCL's one-question-per-line files as-is: a
// sample in BFCL's format always, and the evaluation catalogs beside the
// repository when the clone has them (they are data, not a service).
func TestBFCLCatalogsLoad(t *testing.T) {
	sample, err := LoadFunctions(filepath.Join("testdata", "bfcl_sample.json"))
	if err != nil {
		t.Fatalf("LoadFunctions(sample): %v", err)
	}
	var names []string
	for _, tl := range sample.Tools {
		names = append(names, tl.Spec.Name)
	}
	if got := strings.Join(names, ","); got != "currency.convert,geometry.circle_area" {
		t.Errorf("sample tools = %s, want each function once, sorted by name", got)
	}
	if len(sample.Warnings) != 1 {
		t.Errorf("warnings = %v, want one for the repeated geometry.circle_area", sample.Warnings)
	}

	dir := filepath.Join("..", "..", "..", "shared", "eval", "bfcl")
	files, _ := filepath.Glob(filepath.Join(dir, "BFCL_v4_*.json"))
	if len(files) == 0 {
		t.Logf("the evaluation catalogs are not beside this clone (%s); only the sample was loaded", dir)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			c, err := LoadFunctions(f)
			if err != nil {
				t.Fatalf("LoadFunctions: %v", err)
			}
			if len(c.Tools) < 100 {
				t.Errorf("%d tools loaded, want the whole catalog", len(c.Tools))
			}
		})
	}
}

func TestExpandEnv(t *testing.T) {
	env := func(k string) (string, bool) {
		v, ok := map[string]string{"TOKEN": "s3cret", "EMPTY": ""}[k]
		return v, ok
	}
	tests := []struct{ in, want, wantErr string }{
		{"Bearer ${env:TOKEN}", "Bearer s3cret", ""},
		{"${env:EMPTY}x", "x", ""},
		{"plain {arg}", "plain {arg}", ""},
		{"${env:API_TOKEN} ${env:OTHER}", "", "API_TOKEN, OTHER"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ExpandEnv(tc.in, env)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || strings.Contains(err.Error(), "s3cret") {
					t.Fatalf("ExpandEnv(%q) error = %v, want one naming %s", tc.in, err, tc.wantErr)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("ExpandEnv(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestPlaceholders(t *testing.T) {
	tests := []struct{ in, want, wantErr string }{
		{"/v1/{metric}/x-{date}", "metric,date", ""},
		{"${env:BASE}/{id}", "id", ""},
		{"no placeholders", "", ""},
		{"/{a b}", "", "not a parameter name"},
		{"/{open", "", "unterminated"},
		{"/close}", "", "unbalanced"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := Placeholders(tc.in)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Placeholders(%q) error = %v, want %q", tc.in, err, tc.wantErr)
				}
				return
			}
			if err != nil || strings.Join(got, ",") != tc.want {
				t.Errorf("Placeholders(%q) = %v, %v; want %s", tc.in, got, err, tc.want)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, p := range []string{"testdata/good.yaml"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(toolHead + "    cli: {program: /bin/true}\n"))
	f.Add([]byte("tools: [{name: a, description: b, family: catalog, parameters: {type: object}}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("fuzz.yaml", data)
		if err != nil {
			return
		}
		for _, tl := range c.Tools {
			if err := tl.Spec.Validate(); err != nil {
				t.Fatalf("loaded an invalid tool %+v: %v", tl.Spec, err)
			}
		}
	})
}
