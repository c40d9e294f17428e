package embedded

import "testing"

// TestFillArgsLongerValueWins reads a value written inside a longer value
// the goal writes as the longer one only; written apart as well, it is
// its own.
func TestFillArgsLongerValueWins(t *testing.T) {
	const space = `{"type":"object","properties":{"space_kind":{"type":"string","enum":["studio","recording_studio","office"]}}}`
	const spaces = `{"type":"object","properties":{"space_kinds":{"type":"array","items":{"type":"string","enum":["studio","recording_studio","office"]}}}}`
	runFillCases(t, []fillCase{
		{"the longer value", "is a recording studio free on Friday", space, map[string]any{"space_kind": "recording_studio"}},
		{"the shorter alone", "is a studio free on Friday", space, map[string]any{"space_kind": "studio"}},
		{"both written apart", "list a recording studio and a studio", spaces, map[string]any{"space_kinds": []any{"recording_studio", "studio"}}},
	})
}

// TestFillArgsHyphenedValue reads a value written as one word in hyphened
// parts: "make-up" for makeup.
func TestFillArgsHyphenedValue(t *testing.T) {
	const lesson = `{"type":"object","properties":{"lesson_kind":{"type":"string","enum":["regular","makeup"]}}}`
	runFillCases(t, []fillCase{
		{"a hyphened value", "book a make-up lesson for Friday", lesson, map[string]any{"lesson_kind": "makeup"}},
		{"parts apart are no value", "make up a lesson plan", lesson, map[string]any{}},
	})
}
