package lexical

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestValueGlossReferred: a parameter that takes its values "as in"
// another tool takes the words that tool glosses them with, so a query
// naming a value in Chinese finds both tools.
func TestValueGlossReferred(t *testing.T) {
	const kinds = `"enum":["pallet_jack","reach_truck"]`
	schema := func(desc string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{"kind":{"type":"string",` + kinds + `,"description":"` + desc + `"}}}`)
	}
	ix := NewIndex([]toolspec.Spec{
		{Name: "reserve_kit", Description: "Book warehouse equipment for a shift.",
			Parameters: schema("pallet_jack (地牛), reach_truck (前移式叉车).")},
		{Name: "equipment_in_use", Description: "Warehouse equipment in use now, by kind.",
			Parameters: schema("Kind, as in reserve_kit.")},
		{Name: "dock_slots", Description: "Free dock slots of a warehouse per hour."},
	}, Options{})
	got := ix.Rank("现在在用的地牛有哪些")
	if !slices.ContainsFunc(got, func(s task.Score) bool { return s.Tool == "equipment_in_use" }) {
		t.Errorf("Rank = %v, want equipment_in_use among them", got)
	}
}

// TestValueGlossEmptyValue: an empty enum value, which every description
// holds, glosses nothing and does not stop the index from being built.
func TestValueGlossEmptyValue(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{"kind":{"type":"string","enum":["","forklift"],` +
		`"description":"Kind: forklift (叉车), or empty for any."}}}`)
	cat := []toolspec.Spec{
		{Name: "reserve_kit", Description: "Book warehouse equipment for a shift.", Parameters: schema},
		{Name: "equipment_in_use", Description: "Warehouse equipment in use now, by kind.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"kind":{"type":"string","enum":[""],"description":"Kind, as in reserve_kit."}}}`)},
	}
	ix := finishes(t, func() *Index { return NewIndex(cat, Options{}) })
	if got := ix.Select("预订一台叉车").Best; got != "reserve_kit" {
		t.Errorf("Select(预订一台叉车).Best = %q, want reserve_kit", got)
	}
}

// finishes returns what fn returns, failing the test when fn has not
// returned within a few seconds (or by the test's deadline, if sooner).
func finishes[T any](t *testing.T, fn func() T) T {
	t.Helper()
	limit := 5 * time.Second
	if d, ok := t.Deadline(); ok && time.Until(d)/2 < limit {
		limit = time.Until(d) / 2
	}
	done := make(chan T, 1)
	go func() { done <- fn() }()
	select {
	case v := <-done:
		return v
	case <-time.After(limit):
		t.Fatalf("not done after %v", limit)
		panic("unreachable")
	}
}

// TestValueGlossNamedTool: a parameter taking its values "as in" a tool
// takes that tool's glosses of them, not those another tool gives the
// same values for something else (open (营业中) of a store's hours).
func TestValueGlossNamedTool(t *testing.T) {
	schema := func(desc string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{"status":{"type":"string",` +
			`"enum":["open","closed"],"description":"` + desc + `"}}}`)
	}
	ix := NewIndex([]toolspec.Spec{
		{Name: "store_hours", Description: "Opening hours of a store.",
			Parameters: schema("open (营业中), closed (休息).")},
		{Name: "report_fault", Description: "Report a fault on a machine.",
			Parameters: schema("open (待处理), closed (已关闭).")},
		{Name: "list_faults", Description: "List faults by status.",
			Parameters: schema("Status, as in report_fault.")},
	}, Options{})
	tests := []struct {
		query, want, not string
	}{
		{"待处理的故障", "list_faults", ""},
		{"营业中的门店", "store_hours", "list_faults"},
	}
	for _, tc := range tests {
		got := ix.Rank(tc.query)
		has := func(name string) bool {
			return slices.ContainsFunc(got, func(s task.Score) bool { return s.Tool == name })
		}
		if !has(tc.want) || tc.not != "" && has(tc.not) {
			t.Errorf("Rank(%q) = %v, want %s among them and no %q", tc.query, got, tc.want, tc.not)
		}
	}
}

// TestGlossAfter: the gloss after a value ends at its first closing
// bracket of either width, as the catalog's bracketed words do.
func TestGlossAfter(t *testing.T) {
	tests := []struct {
		desc, value, want string
	}{
		{"forklift (叉车), crane (吊车).", "forklift", "叉车"},
		{"forklift （叉车）, crane （吊车）.", "crane", "吊车"},
		{"forklift (叉车）, crane (吊车).", "forklift", "叉车"},
		{"forklift（叉车), crane（吊车）.", "forklift", "叉车"},
		{"forklift (叉车, crane", "forklift", ""},
		{"reforklift (叉车)", "forklift", ""},
		{"forklift (any), see forklift (叉车)", "forklift", "叉车"},
	}
	for _, tc := range tests {
		if got := glossAfter(tc.desc, tc.value); got != tc.want {
			t.Errorf("glossAfter(%q, %q) = %q, want %q", tc.desc, tc.value, got, tc.want)
		}
	}
}
