package embedded

import "testing"

// TestFillArgsEnumWordWithHours names a value made of one word and its
// hours (afternoon_13_17) by the word, in English or Chinese; a goal that
// names no part of the day, or a word two values share, names none.
func TestFillArgsEnumWordWithHours(t *testing.T) {
	const (
		slot = `{"type":"object","properties":{"window":{"type":"string","enum":["morning_08_12","afternoon_13_17","evening_18_21"]}}}`
		tier = `{"type":"object","properties":{"tier":{"type":"string","enum":["tier_1","tier_2"]}}}`
	)
	runFillCases(t, []fillCase{
		{"the word in English", "bring the parcel round in the afternoon", slot, map[string]any{"window": "afternoon_13_17"}},
		{"the word in Chinese", "包裹上午送过去", slot, map[string]any{"window": "morning_08_12"}},
		{"no part of the day", "bring the parcel round", slot, map[string]any{}},
		{"a word two values share", "which tier is the parcel", tier, map[string]any{}},
	})
}
