package loop

import (
	"context"
	"encoding/json"
	"sync"
	"testing"

	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A saved region fills the region a goal leaves out, and the events say
// so; a goal that names a region keeps its own. A saved report format
// applies when the goal names none.
func TestSavedDefaultsFillWhatTheGoalLeavesOut(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	ctx := context.Background()
	for k, v := range map[string]string{"region": "east", "format": "table"} {
		if err := st.SetPreference(ctx, "alice", k, v); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	var regions []any
	sales := tool("query_sales", func(_ context.Context, args map[string]any) (any, error) {
		mu.Lock()
		regions = append(regions, args["region"])
		mu.Unlock()
		return map[string]any{"rows": []any{map[string]any{"sales": 1}}}, nil
	})
	sales.spec.Description = "Query sales revenue by region."
	sales.spec.Parameters = json.RawMessage(`{"type":"object","properties":{"region":{"type":"string","enum":["east","west","all"],
		"description":"sales region"}},"required":["region"]}`)
	ex := newExec(t, newRegistry(sales), st, Options{})
	alice := &principal.Principal{Name: "alice"}

	tests := []struct {
		name, goal, region, defaults string
	}{
		{"the saved region fills a goal without one", "query the sales revenue", "east", "region=east"},
		{"a goal's own region wins", "query the sales revenue for the west region", "west", ""},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id := "d" + string(rune('0'+i))
			if err := ex.Start(ctx, Request{ExecutionID: id, Goal: tc.goal, Principal: alice}); err != nil {
				t.Fatal(err)
			}
			evs := watchAll(t, st, id)
			var call *task.Event
			for i := range evs {
				if evs[i].Kind == task.EventToolCall {
					call = &evs[i]
				}
			}
			if call == nil {
				t.Fatalf("no tool was called: %+v", evs)
			}
			if call.Fields["defaults"] != tc.defaults {
				t.Errorf("TOOL_CALL defaults = %q, want %q", call.Fields["defaults"], tc.defaults)
			}
			mu.Lock()
			got := regions[len(regions)-1]
			mu.Unlock()
			if got != tc.region {
				t.Errorf("the tool got region %v, want %s", got, tc.region)
			}
			var plan *task.Event
			for i := range evs {
				if evs[i].Kind == task.EventPlanComplete {
					plan = &evs[i]
				}
			}
			if plan == nil || plan.Fields["defaults"] != "format=table" {
				t.Errorf("PLAN_COMPLETE %+v, want defaults format=table", plan)
			}
			s, err := st.Get(ctx, id)
			if err != nil || s.Task.Format != task.FormatTable {
				t.Errorf("the task's format %v (%v), want the saved table", s.Task.Format, err)
			}
		})
	}
}

// Another principal's saved defaults are not used.
func TestSavedDefaultsAreTheCallersOwn(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	ctx := context.Background()
	if err := st.SetPreference(ctx, "bob", "region", "east"); err != nil {
		t.Fatal(err)
	}
	sales := tool("query_sales", ok)
	sales.spec.Description = "Query sales revenue by region."
	sales.spec.Parameters = json.RawMessage(`{"type":"object","properties":{"region":{"type":"string"}},"required":["region"]}`)
	ex := newExec(t, newRegistry(sales), st, Options{})
	if err := ex.Start(ctx, Request{ExecutionID: "x", Goal: "query the sales revenue", Principal: &principal.Principal{Name: "alice"}, DryRun: true}); err != nil {
		t.Fatal(err)
	}
	for _, ev := range watchAll(t, st, "x") {
		if ev.Fields["defaults"] != "" {
			t.Errorf("%s used %q, bob's defaults", ev.Kind, ev.Fields["defaults"])
		}
	}
}
