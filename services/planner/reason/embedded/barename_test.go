package embedded

import "testing"

// TestFillArgsBareNamed gives the bare name parameter of a tool that also
// names something else the name after "called" or "named", unless the
// words before it name that other thing.
func TestFillArgsBareNamed(t *testing.T) {
	const (
		owners = `{"type":"object","properties":{"name":{"type":"string","description":"Owner's full or partial name."},"pet_name":{"type":"string","description":"Name of one of the owner's pets."},"limit":{"type":"integer"}}}`
		people = `{"type":"object","properties":{"first_name":{"type":"string"},"last_name":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"called after a person", "There's a lady at the front desk called Zhou Min, can you find her?", owners, map[string]any{"name": "Zhou Min"}},
		{"named after a person", "find the customer named Li Na", owners, map[string]any{"name": "Li Na"}},
		// The other parameter's word before the verb: the name is not the bare one's.
		{"the rival's word", "find the pet called Mochi", owners, map[string]any{"pet_name": "Mochi"}},
		// No bare name parameter: first and last names are left as they were.
		{"no bare name", "find the lady called Zhou Min", people, map[string]any{}},
	})
}
