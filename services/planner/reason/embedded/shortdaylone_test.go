package embedded

import "testing"

// TestFillArgsDayNamesNoLoneShortValue: a weekday names a value written
// short only in an enum of days; sun among kinds of light is no Sunday.
func TestFillArgsDayNamesNoLoneShortValue(t *testing.T) {
	const (
		beds  = `{"type":"object","properties":{"light":{"type":"string","enum":["sun","shade","partial"]},"bed":{"type":"string"}}}`
		slots = `{"type":"object","properties":{"day":{"type":"string","enum":["sat","sun"]}}}`
	)
	runFillCases(t, []fillCase{
		{"an English day", "Which bulbs can I plant on Sunday?", beds, map[string]any{}},
		{"a Han day", "周日可以种哪些球根", beds, map[string]any{}},
		// Must leave alone: an enum of days.
		{"days in the enum", "Which slots are open on Sunday?", slots, map[string]any{"day": "sun"}},
		{"the light named", "Which bulbs grow in full sun?", beds, map[string]any{"light": "sun"}},
	})
}
