package embedded

import "testing"

// TestFillArgsHanCountedNoun: a count parameter whose description counts
// a noun ("Number of rooms to hold.") takes the number a Chinese goal
// writes with its measure word before that noun (三个房间); a count of
// another noun stays unsaid.
func TestFillArgsHanCountedNoun(t *testing.T) {
	const hold = `{"type":"object","properties":{"group":{"type":"string","pattern":"^GR[0-9]{4}$"},"rooms":{"type":"integer","description":"Number of rooms to hold."}}}`
	runFillCases(t, []fillCase{
		{"a Han numeral", "给 GR2031 留三个房间", hold, map[string]any{"group": "GR2031", "rooms": int64(3)}},
		{"digits", "给 GR2031 留4间房间", hold, map[string]any{"group": "GR2031", "rooms": int64(4)}},
		{"another noun", "给 GR2031 订三张桌子", hold, map[string]any{"group": "GR2031"}},
	})
}
