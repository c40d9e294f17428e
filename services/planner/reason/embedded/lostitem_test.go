package embedded

import "testing"

// TestFillArgsLostThing: a search keyword of a goal about a thing lost or
// found is that thing, not the whole goal.
func TestFillArgsLostThing(t *testing.T) {
	const lost = `{"type":"object","properties":{"keyword":{"type":"string","description":"Word in the item's description."}}}`
	runFillCases(t, []fillCase{
		{"found a thing at a place", "A guest asked if anyone found a grey scarf at the airport hotel last weekend", lost, map[string]any{"keyword": "grey scarf"}},
		{"left a thing behind", "Did someone hand in the black umbrella I left in the lobby?", lost, map[string]any{"keyword": "black umbrella"}},
		{"lost items name no item", "List lost items found this week", lost, map[string]any{}},
		{"lost a thing", "Room 1203 lost her reading glasses yesterday", lost, map[string]any{"keyword": "reading glasses"}},
	})
}
