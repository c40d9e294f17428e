package argschema

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

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
		// wantMsg is the exact message; empty means the arguments are valid.
		wantMsg string
		// wantHint lists substrings the hint must contain.
		wantHint []string
		// fields are the declared fields at fault: the hint must name no
		// other declared field.
		fields []string
	}{
		{name: "valid", args: `{"metric":"revenue","date":"2025-03-03"}`},
		{name: "valid with optional", args: `{"metric":"dau","date":"2025-03-03","region":"east","limit":5,"since":"2025-03-03T10:00:00Z"}`},
		{name: "missing both required", args: `{}`,
			wantMsg: "2 problems with the arguments: missing required argument date (string, format date, e.g. 2025-03-03); " +
				"missing required argument metric (string, one of revenue, dau, cvr)",
			wantHint: []string{"/date: missing required argument (string, format date, e.g. 2025-03-03)", "/metric: missing required argument"},
			fields:   []string{"date", "metric"}},
		{name: "empty args means empty object", args: ``,
			wantMsg:  "2 problems with the arguments: missing required argument date (string, format date, e.g. 2025-03-03); missing required argument metric (string, one of revenue, dau, cvr)",
			wantHint: []string{"/metric: missing required argument"}, fields: []string{"date", "metric"}},
		{name: "enum violated", args: `{"metric":"gmv","date":"2025-03-03"}`,
			wantMsg: `metric: "gmv" is not one of revenue, dau, cvr`, wantHint: []string{`/metric: "gmv" is not one of revenue, dau, cvr`},
			fields: []string{"metric"}},
		{name: "bad date format", args: `{"metric":"cvr","date":"last tuesday"}`,
			wantMsg:  `date: "last tuesday" is not a date (format date, e.g. 2025-03-03)`,
			wantHint: []string{`/date: "last tuesday" is not a date (format date, e.g. 2025-03-03)`}, fields: []string{"date"}},
		{name: "impossible date", args: `{"metric":"cvr","date":"2025-02-30"}`,
			wantMsg: `date: "2025-02-30" is not a date (format date, e.g. 2025-03-03)`, fields: []string{"date"}},
		{name: "bad date-time", args: `{"metric":"cvr","date":"2025-03-03","since":"yesterday"}`,
			wantMsg: `since: "yesterday" is not a date-time (format date-time, e.g. 2025-03-03T09:00:00Z)`, fields: []string{"since"}},
		{name: "wrong type", args: `{"metric":"cvr","date":"2025-03-03","limit":"ten"}`,
			wantMsg: `limit: must be an integer, got string "ten" (minimum 1, maximum 100)`, fields: []string{"limit"}},
		{name: "above the maximum", args: `{"metric":"cvr","date":"2025-03-03","limit":1000}`,
			wantMsg: "limit: 1000 is more than the maximum 100", fields: []string{"limit"}},
		{name: "below the minimum", args: `{"metric":"cvr","date":"2025-03-03","limit":0}`,
			wantMsg: "limit: 0 is less than the minimum 1", fields: []string{"limit"}},
		{name: "array item", args: `{"metric":"cvr","date":"2025-03-03","tags":["a",3]}`,
			wantMsg: "tags/1: must be a string, got number 3", fields: []string{"tags"}},
		{name: "unknown field names the allowed ones in the message only", args: `{"metric":"cvr","date":"2025-03-03","sql":"DROP TABLE x"}`,
			wantMsg:  "unknown argument sql (allowed: date, limit, metric, region, since, tags)",
			wantHint: []string{"/sql: not a parameter of this tool; remove it"}},
		{name: "several problems at once", args: `{"metric":1,"limit":0}`,
			wantMsg: "3 problems with the arguments: missing required argument date (string, format date, e.g. 2025-03-03); " +
				"limit: 0 is less than the minimum 1; metric: must be a string, got number 1 (one of revenue, dau, cvr)",
			fields: []string{"date", "limit", "metric"}},
		{name: "not an object", args: `[1,2]`, wantMsg: "arguments must be a JSON object, got array", wantHint: []string{"JSON object"}},
		{name: "not JSON", args: `{"metric":`, wantHint: []string{"JSON object"}},
		{name: "nested deeper than the limit", args: `{"tags":` + strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth) + `}`,
			wantMsg:  "arguments nest objects or arrays more than 100 levels deep, the limit",
			wantHint: []string{"at most 100 levels"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := s.Validate(json.RawMessage(tc.args))
			if tc.wantMsg == "" && tc.wantHint == nil {
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
			if tc.wantMsg != "" && te.Message != tc.wantMsg {
				t.Errorf("message\n got %q\nwant %q", te.Message, tc.wantMsg)
			}
			for _, want := range tc.wantHint {
				if !strings.Contains(te.Hint, want) {
					t.Errorf("hint = %q\nwant it to contain %q", te.Hint, want)
				}
			}
			if got := namedFields(te.Hint, metricFields); !slices.Equal(got, tc.fields) {
				t.Errorf("hint %q names fields %q, want exactly %q", te.Hint, got, tc.fields)
			}
		})
	}
}

var metricFields = []string{"date", "limit", "metric", "region", "since", "tags"}

// namedFields returns, sorted, the declared fields a hint names as words:
// what a caller repairing arguments by the names in the hint would change.
func namedFields(hint string, declared []string) []string {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(hint, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-'
	}) {
		words[w] = true
	}
	var out []string
	for _, f := range declared {
		if words[f] {
			out = append(out, f)
		}
	}
	return out
}

// An extra argument beside correct ones is reported as unknown, and the
// hint names only it: a caller dropping every field the hint names used to
// drop start and end too, then report them missing although both were sent.
func TestUnknownArgumentLeavesTheOthersAlone(t *testing.T) {
	s := mustCompile(t, `{"type":"object","properties":{
		"start":{"type":"string","format":"date"},
		"end":{"type":"string","format":"date","description":"inclusive, not before start"}},
		"required":["start","end"],"additionalProperties":false}`)
	tests := []struct {
		name, args, wantMsg string
		fields              []string
	}{
		{"extra property", `{"start":"2025-03-03","end":"2025-03-09","team":"infra"}`,
			"unknown argument team (allowed: end, start)", nil},
		{"missing end whose description names start", `{"start":"2025-03-03"}`,
			"missing required argument end (string, format date, e.g. 2025-03-03)", []string{"end"}},
		{"bad start", `{"start":"last tuesday","end":"2025-03-09"}`,
			`start: "last tuesday" is not a date (format date, e.g. 2025-03-03)`, []string{"start"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			te, ok := toolerr.As(s.Validate(json.RawMessage(tc.args)))
			if !ok {
				t.Fatalf("Validate(%s): want a *toolerr.Error", tc.args)
			}
			if te.Message != tc.wantMsg {
				t.Errorf("message\n got %q\nwant %q", te.Message, tc.wantMsg)
			}
			if got := namedFields(te.Hint, []string{"end", "start"}); !slices.Equal(got, tc.fields) {
				t.Errorf("hint %q names %q, want only %q", te.Hint, got, tc.fields)
			}
		})
	}
}

// Alternatives (anyOf, oneOf) are one problem listing each form, never a
// field reported missing that only one branch wanted.
func TestAlternatives(t *testing.T) {
	tests := []struct {
		name, schema, args, wantMsg string
	}{
		{"anyOf", `{"type":"object","properties":{"v":{"anyOf":[{"type":"integer"},{"type":"string","format":"date"}]}}}`, `{"v":"soon"}`,
			`v: matches none of the allowed forms: v: must be an integer, got string "soon", or v: "soon" is not a date (format date, e.g. 2025-03-03)`},
		{"oneOf of required sets", `{"type":"object","oneOf":[{"required":["a"]},{"required":["b"]}]}`, `{}`,
			"arguments: matches none of the allowed forms: missing required argument a, or missing required argument b"},
		{"nullable type", `{"type":"object","properties":{"v":{"type":["integer","null"]}}}`, `{"v":"x"}`,
			`v: must be null or an integer, got string "x"`},
		{"nested required", `{"type":"object","properties":{"o":{"type":"object","properties":{"x":{"type":"integer"}},"required":["x"]}}}`, `{"o":{}}`,
			"missing required argument o/x (integer)"},
		{"pattern", `{"type":"object","properties":{"code":{"type":"string","pattern":"^[A-Z]+$"}}}`, `{"code":"ab"}`,
			`code: "ab" does not match the pattern ^[A-Z]+$`},
		{"const", `{"type":"object","properties":{"v":{"const":"on"}}}`, `{"v":"off"}`, `v: must be exactly "on", got "off"`},
		{"min length", `{"type":"object","properties":{"n":{"type":"string","minLength":2}}}`, `{"n":"a"}`, "n: must be at least 2 characters long, got 1"},
		{"email", `{"type":"object","properties":{"to":{"type":"string","format":"email"}}}`, `{"to":"bob"}`,
			`to: "bob" is not an email address (format email, e.g. name@example.com)`},
		{"uuid", `{"type":"object","properties":{"id":{"type":"string","format":"uuid"}}}`, `{"id":"42"}`,
			`id: "42" is not a UUID (format uuid, e.g. 123e4567-e89b-12d3-a456-426614174000)`},
		{"time", `{"type":"object","properties":{"at":{"type":"string","format":"time"}}}`, `{"at":"9am"}`,
			`at: "9am" is not a time (format time, e.g. 09:00:00Z)`},
		{"uri", `{"type":"object","properties":{"u":{"type":"string","format":"uri"}}}`, `{"u":"no scheme"}`,
			`u: "no scheme" is not a URI (format uri, e.g. https://example.com/path)`},
		{"dependent required", `{"type":"object","properties":{"a":{},"b":{"type":"string"}},"dependentRequired":{"a":["b"]}}`, `{"a":1}`,
			"missing required argument b, needed when a is given (string)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			te, ok := toolerr.As(mustCompile(t, tc.schema).Validate(json.RawMessage(tc.args)))
			if !ok {
				t.Fatalf("Validate(%s): want a *toolerr.Error", tc.args)
			}
			if te.Message != tc.wantMsg {
				t.Errorf("message\n got %q\nwant %q", te.Message, tc.wantMsg)
			}
		})
	}
}

func TestDecodeDepth(t *testing.T) {
	nest := func(n int) string { return `{"a":` + strings.Repeat("[", n) + strings.Repeat("]", n) + `}` }
	tests := []struct {
		name, args string
		wantErr    bool
	}{
		{"at the limit", nest(MaxDepth - 1), false},
		{"one past the limit", nest(MaxDepth), true},
		{"far past the decoder's own limit", nest(20000), true},
		{"brackets inside strings do not count", `{"a":"` + strings.Repeat("[", 2*MaxDepth) + `"}`, false},
		{"escaped quote keeps the string open", `{"a":"\"` + strings.Repeat("{", 2*MaxDepth) + `"}`, false},
		{"escaped backslash ends the string", `{"a":"\\",` + strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1) + `}`, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(json.RawMessage(tc.args))
			if got := err != nil; got != tc.wantErr {
				t.Fatalf("Decode error = %v, want error %v", err, tc.wantErr)
			}
			if err != nil && !strings.Contains(err.Message, "levels deep") {
				t.Errorf("message %q does not say the nesting is too deep", err.Message)
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
	if !ok || !strings.Contains(te.Hint, `/d: "soon" is not a date`) || !strings.Contains(te.Hint, "format date") {
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

// TestDecodeInTurn decodes arguments one after another, as a runner does,
// so that nothing of one input, valid or not, shows in the next.
func TestDecodeInTurn(t *testing.T) {
	tests := []struct {
		args, want, wantErr string
	}{
		{args: `{"a":1}`, want: `map[a:1]`},
		{args: " {\"b\":\"x\"} \n\t", want: `map[b:x]`},
		{args: `{"c":3} {"d":4}`, wantErr: "invalid character after top-level value"},
		{args: `{"e":1.50}`, want: `map[e:1.50]`},
		{args: `{"f":`, wantErr: "not valid JSON"},
		{args: `{"g":true}x`, wantErr: "invalid character after top-level value"},
		{args: `[1]`, wantErr: "must be a JSON object, got array"},
		{args: `{"h":null}`, want: `map[h:<nil>]`},
	}
	for range 3 {
		for _, tc := range tests {
			v, err := Decode(json.RawMessage(tc.args))
			switch {
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Message, tc.wantErr)):
				t.Errorf("Decode(%s) = %v, %v; want an error containing %q", tc.args, v, err, tc.wantErr)
			case tc.wantErr == "" && err != nil:
				t.Errorf("Decode(%s) error = %v", tc.args, err)
			case tc.wantErr == "" && fmt.Sprint(v) != tc.want:
				t.Errorf("Decode(%s) = %v, want %s", tc.args, v, tc.want)
			}
		}
	}
}
