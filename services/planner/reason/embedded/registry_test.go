package embedded

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// registryCase is a registry of which a caller sees two tools: "report"
// is in nearly every tool of the registry, "customers" in one.
func registryCase() (seen, registry []toolspec.Spec) {
	spec := func(name, desc string) toolspec.Spec {
		return toolspec.Spec{Name: name, Description: desc, Parameters: []byte(`{"type":"object","properties":{}}`)}
	}
	seen = []toolspec.Spec{
		spec("export_report", "Export a report as a file."),
		spec("list_customers", "List the customers of a region."),
	}
	registry = append(registry, seen...)
	for _, n := range []string{"sales", "traffic", "stock", "refund", "ticket", "churn", "cost"} {
		registry = append(registry, spec(n+"_report", "Write a report of "+n+"."))
	}
	return seen, registry
}

func scoreOver(t *testing.T, e *Engine, goal string, catalog []toolspec.Spec) []task.Score {
	t.Helper()
	ctx := context.Background()
	tk, err := e.Parse(ctx, goal, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := &task.Subtask{Description: goal}
	sc, err := e.Score(ctx, reason.NewRun(tk, nil), st, catalog)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestRegistryWordRarity: a part of the registry is scored with the whole
// registry's word statistics. Over the two tools alone "report" and
// "customers" are equally rare; the registry tells that "report" says
// little.
func TestRegistryWordRarity(t *testing.T) {
	seen, registry := registryCase()
	now := func() time.Time { return monday }
	alone := New(Options{Now: now})
	within := New(Options{Now: now, Registry: func() []toolspec.Spec { return registry }})
	tests := []struct {
		name string
		e    *Engine
		goal string
		want string // the top tool; "" when the two tie
	}{
		{"alone, a tie", alone, "a report of the customers", ""},
		{"within the registry", within, "a report of the customers", "list_customers"},
		{"within the registry, the other tool", within, "export it as a file", "export_report"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := scoreOver(t, tc.e, tc.goal, seen)
			switch {
			case len(sc) == 0:
				t.Fatalf("no scores, want %q", tc.want)
			case tc.want == "" && (len(sc) != 2 || sc[0].Score != sc[1].Score):
				t.Errorf("scores %v, want a tie", sc)
			case tc.want != "" && (sc[0].Tool != tc.want || len(sc) > 1 && sc[0].Score <= sc[1].Score):
				t.Errorf("scores %v, want %s first", sc, tc.want)
			}
		})
	}
}

// TestRegistryChanges: the index follows the registry as it changes (a
// catalog refresh), not the registry it first saw.
func TestRegistryChanges(t *testing.T) {
	seen, registry := registryCase()
	var current atomic.Value
	current.Store(seen)
	e := New(Options{Now: func() time.Time { return monday }, Registry: func() []toolspec.Spec { return current.Load().([]toolspec.Spec) }})
	if sc := scoreOver(t, e, "a report of the customers", seen); sc[0].Score != sc[1].Score {
		t.Fatalf("registry of the two tools: scores %v, want a tie", sc)
	}
	current.Store(registry)
	if sc := scoreOver(t, e, "a report of the customers", seen); sc[0].Tool != "list_customers" || sc[0].Score <= sc[1].Score {
		t.Errorf("after the registry grew: scores %v, want list_customers first", sc)
	}
}
