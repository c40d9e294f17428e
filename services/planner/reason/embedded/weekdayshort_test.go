package embedded

import "testing"

// TestFillArgsEnglishDayShortValue: an English weekday, one or plural,
// names the value an enum writes short (thu for Thursday), as 周四 does.
func TestFillArgsEnglishDayShortValue(t *testing.T) {
	const (
		classes = `{"type":"object","properties":{"room":{"type":"string"},"weekday":{"type":"string","enum":["mon","tue","wed","thu","fri"]}}}`
		levels  = `{"type":"object","properties":{"level":{"type":"string","enum":["beginner","advanced"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a plural day", "Which yoga classes are held on Wednesdays?", classes, map[string]any{"weekday": "wed"}},
		{"one day", "List the classes that meet on Friday", classes, map[string]any{"weekday": "fri"}},
		// Must leave alone: a day names nothing in an enum of no days.
		{"no days in the enum", "Which beginner classes meet on Wednesdays?", levels, map[string]any{"level": "beginner"}},
	})
}
