package embedded

import "testing"

func TestFillArgsListLiteralAfterAnotherParameter(t *testing.T) {
	const rank = `{"type":"object","properties":{"items":{"type":"array","items":{"type":"string"},"description":"What to rank."},"direction":{"type":"string","description":"'up' or 'down'.","default":"up"}},"required":["items"]}`
	runFillCases(t, []fillCase{
		{"the list after a parameter's word and a colon", "Rank the fruit by direction: ['kiwi', 'fig', 'plum']", rank,
			map[string]any{"items": []any{"kiwi", "fig", "plum"}}},
		{"a word value after the colon still counts", "Rank ['kiwi', 'fig'] with direction: down", rank,
			map[string]any{"items": []any{"kiwi", "fig"}, "direction": "down"}},
	})
}
