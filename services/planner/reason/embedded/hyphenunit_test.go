package embedded

import "testing"

// TestFillArgsHyphenedUnit reads a numeral joined to its unit by a hyphen
// ("a 45-minute class") as a measure in that unit, and a hyphened word
// that is no unit as no measure.
func TestFillArgsHyphenedUnit(t *testing.T) {
	const session = `{"type":"object","properties":{"duration_minutes":{"type":"integer","description":"Length in minutes."}},"required":["duration_minutes"]}`
	runFillCases(t, []fillCase{
		{"minutes", "book a 30-minute massage for Friday", session, map[string]any{"duration_minutes": int64(30)}},
		{"hours in minutes", "book a 2-hour massage for Friday", session, map[string]any{"duration_minutes": int64(120)}},
		{"no unit", "book a 4-hands massage for Friday", session, map[string]any{}},
	})
}
