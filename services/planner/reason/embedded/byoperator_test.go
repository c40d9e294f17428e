package embedded

import "testing"

// TestFillArgsByOperator checks that "by" introduces the operator or
// performer of a thing done, as it does its author, while "by" before a
// day sets no operator.
func TestFillArgsByOperator(t *testing.T) {
	const (
		kiln = `{"type":"object","properties":{"kiln":{"type":"string","pattern":"^K\\d{2}$"},"operator":{"type":"string","description":"Who ran it."}}}`
		show = `{"type":"object","properties":{"venue":{"type":"string","pattern":"^V\\d{2}$"},"performer":{"type":"string","description":"Act on stage."}}}`
	)
	runFillCases(t, []fillCase{
		{"fired by a person", "Record a firing on K07, run by Priya early today", kiln, map[string]any{"kiln": "K07", "operator": "Priya"}},
		{"played by an act", "Book V02 for a set played by Nightjar", show, map[string]any{"venue": "V02", "performer": "Nightjar"}},
		{"by a day", "Record a firing on K07 by Friday", kiln, map[string]any{"kiln": "K07"}},
	})
}
