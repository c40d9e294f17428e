package embedded

import "testing"

// TestFillArgsGluedCode fills a parameter whose pattern takes digits and
// a letter with the number the goal writes with that letter glued on,
// whole when the goal names the parameter beside it, and not with a
// measure, a format or a number the pattern does not take.
func TestFillArgsGluedCode(t *testing.T) {
	const (
		berth = `{"type":"object","properties":{"train":{"type":"string","pattern":"^[GDK][0-9]{2,4}$","description":"Train, e.g. G1205."},"berth":{"type":"string","pattern":"^[0-9]{1,2}[A-F]$","description":"Berth, car row and letter, e.g. 14C."}},"required":["train"]}`
		bare  = `{"type":"object","properties":{"stall":{"type":"string","pattern":"^[0-9]{2}[A-D]$"}}}`
		slot  = `{"type":"object","properties":{"chamber":{"type":"string","pattern":"^C[0-9]{2}$","description":"Chamber, e.g. C01."},"kelvin":{"type":"number","description":"Temperature in kelvin."},"slot":{"type":"string","pattern":"^[0-9]{1,2}[A-K]$","description":"Rack slot, e.g. 4B."}},"required":["chamber"]}`
		plain = `{"type":"object","properties":{"stall":{"type":"string","pattern":"^[0-9]{2}$","description":"Stall, two digits."}}}`
	)
	runFillCases(t, []fillCase{
		{"English with a cue", "Give berth 14C on G1205 to the child", berth, map[string]any{"train": "G1205", "berth": "14C"}},
		{"Chinese naming no berth", "G1205 上换到 7A", berth, map[string]any{"train": "G1205"}},
		{"a video format", "Cool chamber C01 for a 4K video shoot", slot, map[string]any{"chamber": "C01"}},
		{"a film format", "Cool chamber C01 for the 3D printer", slot, map[string]any{"chamber": "C01"}},
		{"a network", "Cool chamber C01 over 5G", slot, map[string]any{"chamber": "C01"}},
		{"a temperature", "Cool chamber C01 to 32K", slot, map[string]any{"chamber": "C01"}},
		{"a slot it names", "Cool chamber C01 slot 4B to 300 kelvin", slot, map[string]any{"chamber": "C01", "kelvin": 300.0, "slot": "4B"}},
		{"a pattern without a description", "Book stall 21B", bare, map[string]any{"stall": "21B"}},
		{"a letter the pattern does not take", "Give berth 14Z on G1205", berth, map[string]any{"train": "G1205"}},
	})
}
