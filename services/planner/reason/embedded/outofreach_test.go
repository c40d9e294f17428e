package embedded

import (
	"context"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
)

// reachCase is a registry of which a caller sees two tools; the tool for
// parcels is outside that part.
func reachCase() (seen, registry []toolspec.Spec) {
	spec := func(name, desc string) toolspec.Spec {
		return toolspec.Spec{Name: name, Description: desc, Parameters: []byte(`{"type":"object","properties":{}}`)}
	}
	seen = []toolspec.Spec{
		spec("track_invoice", "Track the payment status of an invoice."),
		spec("export_report", "Export a report as a file."),
	}
	registry = append(registry, seen...)
	registry = append(registry,
		spec("parcel_tracker", "Track a parcel shipment: where the parcel is now and when it arrives."),
		spec("reserve_desk", "Reserve a desk in the office for a day."),
		spec("translate_text", "Translate a text into another language."),
	)
	return seen, registry
}

func plannedTools(t *testing.T, e *Engine, goal string, catalog []toolspec.Spec) []string {
	t.Helper()
	ctx := context.Background()
	tk, err := e.Parse(ctx, goal, nil)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := e.Plan(ctx, reason.NewRun(tk, nil), catalog)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, st := range plan.Subtasks {
		if st.Tool != "" {
			out = append(out, st.Tool)
		}
	}
	return out
}

// TestOutOfReach: a request for what only a tool outside the caller's part
// of the registry does plans none of the caller's tools, though one shares
// a word with it; over the whole registry, or without one, the request is
// planned as before, and a request the caller's tool serves keeps it.
func TestOutOfReach(t *testing.T) {
	seen, registry := reachCase()
	now := func() time.Time { return monday }
	within := New(Options{Now: now, Registry: func() []toolspec.Spec { return registry }})
	alone := New(Options{Now: now})
	tests := []struct {
		name    string
		e       *Engine
		goal    string
		catalog []toolspec.Spec
		want    string // the one tool planned; "" for none
	}{
		{"a part of the registry", within, "track the shipment of my parcel", seen, ""},
		{"without a registry", alone, "track the shipment of my parcel", seen, "track_invoice"},
		{"the whole registry", within, "track the shipment of my parcel", registry, "parcel_tracker"},
		{"a request the part serves", within, "track the payment status of my invoice", seen, "track_invoice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := plannedTools(t, tc.e, tc.goal, tc.catalog)
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("planned %v, want no tool", got)
			case tc.want != "" && (len(got) != 1 || got[0] != tc.want):
				t.Errorf("planned %v, want %s", got, tc.want)
			}
		})
	}
}
