package embedded

import "testing"

// TestFillArgsEnumNoneOf sets an enum's none when the goal says there was
// no thing the parameter is named for; the word inside a longer noun
// ("no injury report") says nothing.
func TestFillArgsEnumNoneOf(t *testing.T) {
	const hurt = `{"type":"object","properties":{"injury_severity":{"type":"string","enum":["none","minor","serious"]}}}`
	runFillCases(t, []fillCase{
		{"no injury", "Log it: a child got lost near the gate at 11:05, no injury.", hurt, map[string]any{"injury_severity": "none"}},
		{"without any injury", "He slipped on the stairs without any injury, log it", hurt, map[string]any{"injury_severity": "none"}},
		{"no injury, asked", "Log the fall at the gate. Really no injury? Ask the nurse", hurt, map[string]any{}},
		{"no injury report", "There is no injury report for the gate yet", hurt, map[string]any{}},
	})
}
