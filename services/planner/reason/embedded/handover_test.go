package embedded

import "testing"

// TestFillArgsHandoverSides: of two codes of one shape, the one written
// after a to-word goes to the receiving parameter even when a word naming
// the plain parameter stands right before it.
func TestFillArgsHandoverSides(t *testing.T) {
	const pass = `{"type":"object","properties":{"holder_no":{"type":"string","pattern":"^HD\\d{6}$","description":"Holder number."},"to_holder_no":{"type":"string","pattern":"^HD\\d{6}$","description":"Receiving holder."},"fee":{"type":"number"}}}`
	runFillCases(t, []fillCase{
		{"to his son, holder", "Hand the rest of HD203311's season pass to his son, holder HD449120.", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
		{"already in order", "Move the pass from HD203311 to HD449120", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
		{"no to-word between", "HD449120 takes over the pass of holder HD203311", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
	})
}

// TestFillArgsHandoverToIsNoReceiver: a to that opens an infinitive or
// belongs to "due to" says nothing of who receives, so the codes stay as
// the words next to them gave them.
func TestFillArgsHandoverToIsNoReceiver(t *testing.T) {
	const pass = `{"type":"object","properties":{"holder_no":{"type":"string","pattern":"^HD\\d{6}$","description":"Holder number."},"to_holder_no":{"type":"string","pattern":"^HD\\d{6}$","description":"Receiving holder."},"fee":{"type":"number"}}}`
	runFillCases(t, []fillCase{
		{"an infinitive", "Ask HD449120 to confirm the pass of holder HD203311 is void", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
		{"wants to", "HD449120 wants to take over the pass of holder HD203311", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
		{"due to", "Give HD449120, due to the move, the pass of holder HD203311", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
		// Leave alone: a to that sends the pass.
		{"to the code", "Give HD203311's pass to holder HD449120", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
		{"to a determiner", "Give HD203311's pass to the new holder, HD449120", pass, map[string]any{"holder_no": "HD203311", "to_holder_no": "HD449120"}},
	})
}
