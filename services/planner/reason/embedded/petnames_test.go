package embedded

import "testing"

// TestFillArgsPetNamed: an animal's name after called, or before the
// phrase that describes it, fills the pet's name, and the capitals before
// its noun its breed; the owner's name and a name called by a person stay
// out.
func TestFillArgsPetNamed(t *testing.T) {
	const (
		enrol = `{"type":"object","properties":{"owner_ref":{"type":"string"},"name":{"type":"string"},"breed":{"type":"string"}},"required":["name"]}`
		find  = `{"type":"object","properties":{"name":{"type":"string","description":"Owner's name."},"pet_name":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"a name before the phrase that describes it", "Enrol Pepper, a 2-year-old spayed Beagle dog, for owner OW-1122", enrol, map[string]any{"owner_ref": "OW-1122", "name": "Pepper", "breed": "Beagle"}},
		{"a name after called", "Walk-in: Ana Silva with her young Maine Coon called Biscuit.", enrol, map[string]any{"name": "Biscuit", "breed": "Maine Coon"}},
		{"a name after the noun and is", "The man says his dog is Rocket but forgot his number", find, map[string]any{"pet_name": "Rocket"}},
		{"leave alone: a person called by name", "A visitor called Ana Silva is asking for her record", find, map[string]any{"name": "Ana Silva"}},
	})
}

// TestFillArgsPetNamedNotACall: capitals before called that no
// determiner opens are someone who called, not a breed.
func TestFillArgsPetNamedNotACall(t *testing.T) {
	const (
		breed = `{"type":"object","properties":{"breed":{"type":"string"}}}`
		pet   = `{"type":"object","properties":{"pet_name":{"type":"string"},"breed":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"a person who called", "Note: Wang Fang called Tom about her dog", breed, map[string]any{}},
		{"a person who called on a day", "At noon Anna Lee called Monday about her cat", breed, map[string]any{}},
		{"leave alone: a breed after a determiner", "Register a Ragdoll named Mochi for her", pet, map[string]any{"pet_name": "Mochi", "breed": "Ragdoll"}},
		{"leave alone: the animal's noun", "Register her dog called Rex", pet, map[string]any{"pet_name": "Rex"}},
	})
}
