package embedded

import "testing"

// TestFillArgsJoinedCapitalsExample fills a parameter whose description
// gives an example in capitals joined by a slash (a name as a ticket
// writes it) with the goal's value of that shape, its runs of any length,
// in English and Chinese; a pair of single letters (A/B) is no such value.
func TestFillArgsJoinedCapitalsExample(t *testing.T) {
	const guest = `{"type":"object","properties":{"guest":{"type":"string","description":"Guest as on the booking, e.g. CHEN/LI or Chen Li."},"room":{"type":"string","pattern":"^R[0-9]{3}$"}}}`
	runFillCases(t, []fillCase{
		{"English", "Find the stay of MA/XIAOLIN in R204", guest, map[string]any{"guest": "MA/XIAOLIN", "room": "R204"}},
		{"Chinese", "查一下 WU/HAO 在 R204 的入住", guest, map[string]any{"guest": "WU/HAO", "room": "R204"}},
		{"single letters", "Run the A/B check in R204", guest, map[string]any{"room": "R204"}},
	})
}
