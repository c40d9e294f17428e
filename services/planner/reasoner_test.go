package planner

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestReasonerScoresWithRegistry: the planner's engine scores the part of
// the registry a caller sees with the whole registry's word statistics.
// Over the two tools alone "report" and "customers" weigh the same; in the
// registry, "report" is in nearly every tool.
func TestReasonerScoresWithRegistry(t *testing.T) {
	spec := func(name, desc string) toolspec.Spec {
		return toolspec.Spec{Name: name, Description: desc, Parameters: []byte(`{"type":"object","properties":{}}`)}
	}
	seen := []toolspec.Spec{
		spec("export_report", "Export a report as a file."),
		spec("list_customers", "List the customers of a region."),
	}
	registry := append([]toolspec.Spec(nil), seen...)
	for _, n := range []string{"sales", "traffic", "stock", "refund", "ticket", "churn", "cost"} {
		registry = append(registry, spec(n+"_report", "Write a report of "+n+"."))
	}
	const goal = "a report of the customers"
	for _, tc := range []struct {
		name     string
		registry []toolspec.Spec
		tie      bool
	}{
		{"the registry is what the caller sees", seen, true},
		{"the caller sees part of the registry", registry, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cfg Config
			r, err := cfg.Reasoner(time.UTC, argschema.NewCache(8), func() []toolspec.Spec { return tc.registry }, slog.New(slog.DiscardHandler), nil)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			tk, err := r.Parse(ctx, goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := r.Score(ctx, reason.NewRun(tk, nil), &task.Subtask{Description: goal}, seen)
			if err != nil {
				t.Fatal(err)
			}
			if len(sc) != 2 {
				t.Fatalf("scores %v, want both tools", sc)
			}
			if tie := sc[0].Score == sc[1].Score; tie != tc.tie || !tie && sc[0].Tool != "list_customers" {
				t.Errorf("scores %v; want a tie: %v, else list_customers first", sc, tc.tie)
			}
		})
	}
}
