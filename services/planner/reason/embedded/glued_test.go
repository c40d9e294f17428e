package embedded

import "testing"

// TestFillArgsGluedCode fills a parameter whose pattern takes digits and
// a letter with the number the goal writes with that letter glued on,
// whole, and not with a measure or a number the pattern does not take.
func TestFillArgsGluedCode(t *testing.T) {
	const (
		berth = `{"type":"object","properties":{"train":{"type":"string","pattern":"^[GDK][0-9]{2,4}$","description":"Train, e.g. G1205."},"berth":{"type":"string","pattern":"^[0-9]{1,2}[A-F]$","description":"Berth, car row and letter, e.g. 14C."}},"required":["train"]}`
		bare  = `{"type":"object","properties":{"stall":{"type":"string","pattern":"^[0-9]{2}[A-D]$"}}}`
		plain = `{"type":"object","properties":{"stall":{"type":"string","pattern":"^[0-9]{2}$","description":"Stall, two digits."}}}`
	)
	runFillCases(t, []fillCase{
		{"English with a cue", "Give berth 14C on G1205 to the child", berth, map[string]any{"train": "G1205", "berth": "14C"}},
		{"Chinese after a verb", "G1205 上换到 7A", berth, map[string]any{"train": "G1205", "berth": "7A"}},
		{"a pattern without a description", "Book stall 21B", bare, map[string]any{"stall": "21B"}},
		{"a letter the pattern does not take", "Give berth 14Z on G1205", berth, map[string]any{"train": "G1205"}},
	})
}
