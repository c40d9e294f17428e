package embedded

import "testing"

// TestFillArgsRefusedObject: a goal that turns down the thing a verb_noun
// flag acts on clears it without writing the verb; the thing asked for, a
// flag whose verb does without it, and a short noun leave it alone.
func TestFillArgsRefusedObject(t *testing.T) {
	const (
		card = `{"type":"object","properties":{"card":{"type":"string","pattern":"^M[0-9]{6}$"},
			"issue_replacement":{"type":"boolean","description":"Put the membership on a new card."}}}`
		skip = `{"type":"object","properties":{"unit":{"type":"string","pattern":"^U-[0-9]{3}$"},
			"skip_inspection":{"type":"boolean","description":"Hand the unit over unchecked."}}}`
		copy = `{"type":"object","properties":{"card":{"type":"string","pattern":"^M[0-9]{6}$"},
			"send_copy":{"type":"boolean","description":"Mail the member the form."}}}`
	)
	runFillCases(t, []fillCase{
		{"no replacement", "Freeze card M204411, it was stolen. No replacement yet.", card, map[string]any{"card": "M204411", "issue_replacement": false}},
		{"without a replacement", "Freeze card M204411 without a replacement.", card, map[string]any{"card": "M204411", "issue_replacement": false}},
		{"a replacement asked for", "Freeze card M204411 and send her a replacement.", card, map[string]any{"card": "M204411"}},
		{"a verb that does without", "Hand over U-204 with no inspection.", skip, map[string]any{"unit": "U-204"}},
		{"a short noun", "Freeze card M204411, no copy.", copy, map[string]any{"card": "M204411"}},
	})
}
