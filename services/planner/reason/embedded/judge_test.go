package embedded

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestJudge(t *testing.T) {
	e := newEngine(t)
	metric := specByName(t, "query_metric_center")
	dated := &toolspec.Spec{Name: "dated", Returns: json.RawMessage(`{"type":"object","properties":{"day":{"type":"string","format":"date"}}}`)}
	tests := []struct {
		name      string
		spec      *toolspec.Spec
		out       string
		ok, empty bool
		reason    string // in the verdict's reason
	}{
		{"rows", metric, `{"rows":[{"metric":"revenue","value":1}]}`, true, false, ""},
		{"no rows", metric, `{"rows":[]}`, true, true, ""},
		{"schema mismatch", metric, `{"data":[1]}`, false, false, "does not match the returns schema: /rows: missing"},
		{"not json", metric, `{"rows":`, false, false, "not valid JSON"},
		{"null", metric, `null`, false, false, "does not match the returns schema"}, // null is not an object: schema says no
		{"format asserted", dated, `{"day":"yesterday"}`, false, false, `/day: "yesterday" is not a date`},
		{"format met", dated, `{"day":"2025-03-03"}`, true, false, ""},
		{"no schema", &toolspec.Spec{Name: "free"}, `[]`, true, true, ""},
		{"null schema declares none", &toolspec.Spec{Name: "free", Returns: json.RawMessage(` null `)}, `[1]`, true, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := e.Judge(context.Background(), nil, nil, tc.spec, json.RawMessage(tc.out))
			if err != nil {
				t.Fatal(err)
			}
			if v.OK != tc.ok || v.Empty != tc.empty {
				t.Errorf("verdict = %+v, want ok=%v empty=%v", v, tc.ok, tc.empty)
			}
			if !v.OK && v.Reason == "" {
				t.Errorf("a rejection without a reason")
			}
			if !strings.Contains(v.Reason, tc.reason) {
				t.Errorf("reason = %q, want it to contain %q", v.Reason, tc.reason)
			}
		})
	}
}

// TestJudgeSchemasCache: the returns schemas are compiled through the cache
// the options give, shared with the rest of the planner.
func TestJudgeSchemasCache(t *testing.T) {
	schemas := argschema.NewCache(1)
	other := json.RawMessage(`{"type":"object"}`)
	before, err := schemas.Compile(other)
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{Now: func() time.Time { return monday }, Schemas: schemas})
	if _, err := e.Judge(context.Background(), nil, nil, specByName(t, "query_metric_center"), json.RawMessage(`{"rows":[]}`)); err != nil {
		t.Fatal(err)
	}
	// The judge's schema took the cache's only place.
	if after, _ := schemas.Compile(other); after == before {
		t.Errorf("the judge did not compile its returns schema through Options.Schemas")
	}
}

func TestJudgeBadReturnsSchema(t *testing.T) {
	spec := &toolspec.Spec{Name: "bad", Returns: json.RawMessage(`{"type":"no-such-type"}`)}
	if _, err := newEngine(t).Judge(context.Background(), nil, nil, spec, json.RawMessage(`{}`)); err == nil {
		t.Errorf("Judge with a returns schema that does not compile: no error")
	}
}
