package lexical

import (
	"encoding/json"
	"slices"
	"testing"

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
		{Name: "book_equipment", Description: "Book warehouse equipment for a shift.",
			Parameters: schema("pallet_jack (地牛), reach_truck (前移式叉车).")},
		{Name: "equipment_in_use", Description: "Warehouse equipment in use now, by kind.",
			Parameters: schema("Kind, as in book_equipment.")},
		{Name: "dock_slots", Description: "Free dock slots of a warehouse per hour."},
	}, Options{})
	got := ix.Rank("现在在用的地牛有哪些")
	if !slices.ContainsFunc(got, func(s task.Score) bool { return s.Tool == "equipment_in_use" }) {
		t.Errorf("Rank = %v, want equipment_in_use among them", got)
	}
}
