package embedded

import "testing"

// TestFillArgsFlagDescribedLead sets a flag whose description leads with
// a phrase the goal writes word for word, and leaves it where the goal
// writes only part of the phrase or negates it.
func TestFillArgsFlagDescribedLead(t *testing.T) {
	const (
		meal  = `{"type":"object","properties":{"extra_given":{"type":"boolean","description":"Fish oil capsule given with the meal."}}}`
		lines = `{"type":"object","properties":{"late_service":{"type":"boolean","description":"Only late-night lines when true."}}}`
	)
	runFillCases(t, []fillCase{
		{"the lead phrase written", "Log a meal for the otter: 400 g offered, fish oil capsule given.", meal, map[string]any{"extra_given": true}},
		{"the narrowed noun written", "Which late-night lines leave from the north depot?", lines, map[string]any{"late_service": true}},
		{"part of the phrase", "Log a meal for the otter: 400 g offered, fish oil ran out.", meal, map[string]any{}},
		{"the phrase negated", "Log a meal for the otter: 400 g offered, no fish oil capsule given.", meal, map[string]any{}},
		{"the phrase in a condition", "List the lines from the north depot, and if the late-night lines run late tell me.", lines, map[string]any{}},
		{"the phrase after the condition", "If the depot is open, list the late-night lines from it.", lines, map[string]any{"late_service": true}},
		{"only the head noun", "Which lines leave from the north depot?", lines, map[string]any{}},
	})
}
