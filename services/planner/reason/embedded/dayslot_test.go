package embedded

import "testing"

// TestFillArgsEnumWordWithHours names a value made of one word and its
// hours (afternoon_13_17) by the word, in English or Chinese; a goal that
// names no part of the day, or two, a greeting, a day gone by's, or a
// word two values share, names none.
func TestFillArgsEnumWordWithHours(t *testing.T) {
	const (
		slot = `{"type":"object","properties":{"window":{"type":"string","enum":["morning_08_12","afternoon_13_17","evening_18_21"]}}}`
		tier = `{"type":"object","properties":{"tier":{"type":"string","enum":["tier_1","tier_2"]}}}`
	)
	runFillCases(t, []fillCase{
		{"the word in English", "bring the parcel round in the afternoon", slot, map[string]any{"window": "afternoon_13_17"}},
		{"the word in Chinese", "包裹上午送过去", slot, map[string]any{"window": "morning_08_12"}},
		{"two parts of the day", "the parcel came this afternoon but nobody was home, redeliver tomorrow morning", slot, map[string]any{}},
		{"a day gone by's and the one asked for", "昨天下午没人签收，改到明天上午送", slot, map[string]any{"window": "morning_08_12"}},
		{"a day gone by", "yesterday evening the courier called but no one answered, please redeliver", slot, map[string]any{}},
		{"a day gone by in Chinese", "昨天下午没人签收，再送一次", slot, map[string]any{}},
		{"a greeting", "Good afternoon! Please redeliver the parcel", slot, map[string]any{}},
		{"a greeting in Chinese", "下午好，包裹麻烦再送一次", slot, map[string]any{}},
		{"no part of the day", "bring the parcel round", slot, map[string]any{}},
		{"a word two values share", "which tier is the parcel", tier, map[string]any{}},
	})
}
