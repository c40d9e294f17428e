package argschema

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

const metricSchema = `{
  "type": "object",
  "properties": {
    "metric": {"type": "string", "enum": ["revenue", "dau", "cvr"]},
    "date":   {"type": "string", "format": "date"},
    "since":  {"type": "string", "format": "date-time"},
    "region": {"type": "string", "description": "区域编码，留空则查全量"},
    "limit":  {"type": "integer", "minimum": 1, "maximum": 100},
    "tags":   {"type": "array", "items": {"type": "string"}}
  },
  "required": ["metric", "date"],
  "additionalProperties": false
}`

func mustCompile(t *testing.T, raw string) *Schema {
	t.Helper()
	s, err := Compile(json.RawMessage(raw))
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	return s
}

func TestValidate(t *testing.T) {
	s := mustCompile(t, metricSchema)
	tests := []struct {
		name string
		args string
		// wantHint lists substrings the hint must contain; nil means valid.
		wantHint []string
	}{
		{name: "valid", args: `{"metric":"revenue","date":"2025-03-03"}`},
		{name: "valid with optional", args: `{"metric":"dau","date":"2025-03-03","region":"east","limit":5,"since":"2025-03-03T10:00:00Z"}`},
		{name: "missing both required", args: `{}`, wantHint: []string{
			"missing /metric (expected string, one of \"revenue\"|\"dau\"|\"cvr\")",
			"missing /date (expected string, format date (YYYY-MM-DD))"}},
		{name: "empty args means empty object", args: ``, wantHint: []string{"missing /metric", "missing /date"}},
		{name: "enum violated", args: `{"metric":"gmv","date":"2025-03-03"}`, wantHint: []string{"invalid /metric", "one of \"revenue\"|\"dau\"|\"cvr\""}},
		{name: "bad date format", args: `{"metric":"cvr","date":"last week"}`, wantHint: []string{"invalid /date: \"last week\" is not a valid date", "format date"}},
		{name: "impossible date", args: `{"metric":"cvr","date":"2025-02-30"}`, wantHint: []string{"invalid /date"}},
		{name: "bad date-time", args: `{"metric":"cvr","date":"2025-03-03","since":"yesterday"}`, wantHint: []string{"invalid /since", "format date-time"}},
		{name: "wrong type", args: `{"metric":"cvr","date":"2025-03-03","limit":"ten"}`, wantHint: []string{"invalid /limit: got string, want integer", "expected integer, minimum 1"}},
		{name: "out of range", args: `{"metric":"cvr","date":"2025-03-03","limit":1000}`, wantHint: []string{"invalid /limit"}},
		{name: "array item", args: `{"metric":"cvr","date":"2025-03-03","tags":["a",3]}`, wantHint: []string{"invalid /tags/1: got number, want string"}},
		{name: "unknown field", args: `{"metric":"cvr","date":"2025-03-03","sql":"DROP TABLE x"}`, wantHint: []string{"invalid /sql: unknown field", "date, limit, metric, region, since, tags"}},
		{name: "several problems at once", args: `{"metric":1,"limit":0}`, wantHint: []string{"missing /date", "invalid /metric", "invalid /limit"}},
		{name: "not an object", args: `[1,2]`, wantHint: []string{"JSON object"}},
		{name: "not JSON", args: `{"metric":`, wantHint: []string{"JSON object"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := s.Validate(json.RawMessage(tc.args))
			if tc.wantHint == nil {
				if err != nil {
					t.Fatalf("Validate(%s) = %v, want nil", tc.args, err)
				}
				return
			}
			te, ok := toolerr.As(err)
			if !ok {
				t.Fatalf("Validate(%s) = %v, want *toolerr.Error", tc.args, err)
			}
			if te.Kind != toolerr.Param || te.Code != toolerr.CodeInvalidArguments {
				t.Errorf("kind, code = %v, %q; want PARAM, %q", te.Kind, te.Code, toolerr.CodeInvalidArguments)
			}
			for _, want := range tc.wantHint {
				if !strings.Contains(te.Hint, want) {
					t.Errorf("hint = %q\nwant it to contain %q", te.Hint, want)
				}
			}
		})
	}
}

func TestCompileRejects(t *testing.T) {
	tests := []struct {
		name, schema, want string
	}{
		{"not JSON", `{"type":`, "not valid JSON"},
		{"unknown type", `{"type":"dict"}`, "invalid JSON Schema"},
		{"bad pattern", `{"type":"string","pattern":"("}`, "invalid JSON Schema"},
		{"external file ref", `{"$ref":"file:///etc/passwd"}`, "not allowed"},
		{"external http ref", `{"$ref":"http://169.254.169.254/latest"}`, "not allowed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Compile(json.RawMessage(tc.schema))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Compile(%s) error = %v, want one containing %q", tc.schema, err, tc.want)
			}
		})
	}
}

func TestCompileEmptyAcceptsObjects(t *testing.T) {
	for _, raw := range []string{"", "null", " "} {
		s := mustCompile(t, raw)
		if err := s.Validate(json.RawMessage(`{"anything":1}`)); err != nil {
			t.Errorf("schema %q: Validate = %v, want nil", raw, err)
		}
		if err := s.Validate(json.RawMessage(`"x"`)); err == nil {
			t.Errorf("schema %q: Validate(string) = nil, want an error", raw)
		}
	}
}

func TestLocalRefsWork(t *testing.T) {
	s := mustCompile(t, `{"type":"object","properties":{"d":{"$ref":"#/$defs/day"}},"$defs":{"day":{"type":"string","format":"date"}}}`)
	err := s.Validate(json.RawMessage(`{"d":"soon"}`))
	te, ok := toolerr.As(err)
	if !ok || !strings.Contains(te.Hint, "invalid /d") || !strings.Contains(te.Hint, "format date") {
		t.Fatalf("Validate = %v, want a hint naming /d and format date", err)
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"bfcl dict and float",
			`{"type":"dict","properties":{"radius":{"type":"float"},"n":{"type":"integer"}},"required":["radius"]}`,
			`{"properties":{"n":{"type":"integer"},"radius":{"type":"number"}},"required":["radius"],"type":"object"}`},
		{"property named type is not a keyword",
			`{"type":"dict","properties":{"type":{"type":"string","enum":["a"]}}}`,
			`{"properties":{"type":{"enum":["a"],"type":"string"}},"type":"object"}`},
		{"nested items and any",
			`{"type":"dict","properties":{"xs":{"type":"array","items":{"type":"dict","properties":{"v":{"type":"any"}}}}}}`,
			`{"properties":{"xs":{"items":{"properties":{"v":{}},"type":"object"},"type":"array"}},"type":"object"}`},
		{"tuple", `{"type":"tuple","items":[{"type":"float"},{"type":"float"}]}`,
			`{"prefixItems":[{"type":"number"},{"type":"number"}],"type":"array"}`},
		{"null", `null`, `{"type":"object"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Normalize(json.RawMessage(tc.in))
			if err != nil {
				t.Fatalf("Normalize: %v", err)
			}
			if string(got) != tc.want {
				t.Errorf("Normalize(%s)\n got %s\nwant %s", tc.in, got, tc.want)
			}
			if _, err := Compile(got); err != nil {
				t.Errorf("normalized schema does not compile: %v", err)
			}
		})
	}
}

func FuzzValidate(f *testing.F) {
	for _, seed := range []string{
		`{"metric":"revenue","date":"2025-03-03"}`, `{}`, `[]`, `null`, `{"date":"2025-02-30"}`,
		`{"metric":"x","limit":1e400}`, `{"tags":[1,{"a":[]}]}`, "{\"metric\":\"\xff\"}", `{"a":` + strings.Repeat("[", 100),
	} {
		f.Add(seed)
	}
	s, err := Compile(json.RawMessage(metricSchema))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, args string) {
		err := s.Validate(json.RawMessage(args))
		if err == nil {
			return
		}
		te, ok := toolerr.As(err)
		if !ok || te.Kind != toolerr.Param {
			t.Fatalf("Validate(%q) = %v, want nil or a PARAM *toolerr.Error", args, err)
		}
		if te.Hint == "" && te.Code == toolerr.CodeInvalidArguments && json.Valid([]byte(args)) && strings.HasPrefix(strings.TrimSpace(args), "{") {
			t.Fatalf("Validate(%q): schema failure without a hint: %v", args, err)
		}
	})
}
