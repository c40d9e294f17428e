package embedded

import "testing"

// TestFillArgsInsteadFlag sets a flag whose description says what true
// does instead of what false does by the side the goal writes.
func TestFillArgsInsteadFlag(t *testing.T) {
	const move = `{"type":"object","properties":{"item":{"type":"string","pattern":"^[0-9]{8}$"},
		"urgent":{"type":"boolean","default":false,"description":"Go on the next van instead of the weekly run."}}}`
	runFillCases(t, []fillCase{
		{"the true side", "Send 31270002 to the main branch for repair, put it on the next van", move, map[string]any{"item": "31270002", "urgent": true}},
		{"the false side", "Send 31270002 to the main branch with the weekly run", move, map[string]any{"item": "31270002", "urgent": false}},
		{"neither side", "Send 31270002 to the main branch for repair", move, map[string]any{"item": "31270002"}},
		{"the false side negated by doesn't", "Send 31270002 over; it doesn't have to wait for the weekly run", move, map[string]any{"item": "31270002"}},
		{"the true side negated", "Send 31270002 over, but don't put it on the next van", move, map[string]any{"item": "31270002"}},
	})
}
