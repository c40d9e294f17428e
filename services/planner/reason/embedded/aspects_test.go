package embedded

import "testing"

func TestFillArgsAspectAskedAbout(t *testing.T) {
	const sculpture = `{"type":"dict","properties":{"artist":{"type":"string","description":"The artist who made the sculpture."},"title":{"type":"string","description":"The title of the sculpture."},"detail":{"type":"string","description":"The specific detail wanted about the sculpture. Default is 'general information'."}},"required":["artist","title"]}`
	const item = `{"type":"dict","properties":{"item":{"type":"string","description":"The name of the item in the game."},"stat":{"type":"string","description":"Specific statistic required."}},"required":["item","stat"]}`
	runFillCases(t, []fillCase{
		{"the size of the sculpture", "Find the size of the sculpture with title 'David' by Michelangelo.", sculpture,
			map[string]any{"artist": "Michelangelo", "title": "David", "detail": "size"}},
		{"the power rating for the weapon", "What's the power rating for the weapon 'Guardian Sword+'?", item,
			map[string]any{"item": "Guardian Sword+", "stat": "power rating"}},
		{"no aspect asked", "Find the sculpture with title 'David' by Michelangelo.", sculpture,
			map[string]any{"artist": "Michelangelo", "title": "David"}},
	})
}
