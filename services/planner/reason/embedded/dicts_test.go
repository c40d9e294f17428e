package embedded

import "testing"

func TestFillArgsDictionaryLiteral(t *testing.T) {
	const weights = `{"type":"dict","properties":{"owner":{"type":"string","description":"Whose items."},"weights":{"type":"dict","description":"Item name to weight."}},"required":["owner","weights"]}`
	runFillCases(t, []fillCase{
		{"single quotes", "Total the bag of Priya with weights {'tent': 2.5, 'stove': 1}", weights,
			map[string]any{"owner": "Priya", "weights": map[string]any{"tent": 2.5, "stove": 1.0}}},
		{"nested, the whole of it", "Total the bag of Priya with weights {'tent': {'poles': 1, 'fly': 0.5}}", weights,
			map[string]any{"owner": "Priya", "weights": map[string]any{"tent": map[string]any{"poles": 1.0, "fly": 0.5}}}},
		{"no dictionary, nothing", "Total the bag of Priya", weights, map[string]any{"owner": "Priya"}},
	})
}
