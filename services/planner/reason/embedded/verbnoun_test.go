package embedded

import "testing"

// TestFillArgsEnumByVerbNoun: of values that share a noun, the one whose
// verb the goal writes before the noun is named, however far apart.
func TestFillArgsEnumByVerbNoun(t *testing.T) {
	const roster = `{"type":"object","properties":{"action":{"type":"string","enum":["add_player","drop_player","rename_team"]}}}`
	runFillCases(t, []fillCase{
		{"the verb before its noun", "Add my cousin Li Na to the Tigers as a new player", roster, map[string]any{"action": "add_player"}},
		{"another verb", "Please drop Li Na from the Tigers, she is no longer a player with us", roster, map[string]any{"action": "drop_player"}},
		{"the noun alone", "How many players do the Tigers have?", roster, map[string]any{}},
	})
}
