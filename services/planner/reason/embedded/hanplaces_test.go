package embedded

import "testing"

func TestFillArgsPlaceWithDateCharacter(t *testing.T) {
	const route = `{"type":"object","properties":{"from_city":{"type":"string","description":"City of departure."},"to_city":{"type":"string","description":"City of arrival."}}}`
	runFillCases(t, []fillCase{
		{"上 of 上海 after its cue", "上周从上海发往成都的货", route, map[string]any{"from_city": "上海", "to_city": "成都"}},
		{"上 of 上海 before its cue", "上海发往成都的货", route, map[string]any{"from_city": "上海", "to_city": "成都"}},
		{"a destination led by 上", "从广州寄往上海的货", route, map[string]any{"from_city": "广州", "to_city": "上海"}},
		{"上周 is no place", "从广州发往上周", route, map[string]any{"from_city": "广州"}},
	})
}
