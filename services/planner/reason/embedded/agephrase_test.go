package embedded

import "testing"

// TestFillArgsAgePhraseIsNoName: "a 3-year-old beagle" says how old
// the animal is; the name is the word the sentence gives it.
func TestFillArgsAgePhraseIsNoName(t *testing.T) {
	const pet = `{"type":"object","properties":{"name":{"type":"string","description":"Pet name."},"species":{"type":"string"},"age_years":{"type":"integer"}},"required":["name"]}`
	const group = `{"type":"object","properties":{"age_group":{"type":"string","description":"Age group, e.g. 3-year-old."}},"required":["age_group"]}`
	runFillCases(t, []fillCase{
		{"name before the age", "Register Milo, a 3-year-old beagle", pet, map[string]any{"name": "Milo"}},
		{"months old", "Add Luna, a 6-month-old kitten", pet, map[string]any{"name": "Luna"}},
		// Must leave alone: an age written apart, and a parameter that is no name.
		{"aged 3", "Register Milo, a beagle aged 3", pet, map[string]any{"name": "Milo"}},
		{"an age group", "Find classes for a 3-year-old", group, map[string]any{"age_group": "3-year-old"}},
	})
}
