package embedded

import "testing"

// TestFillArgsFlagStandstillAndLowStock sets a flag on a machine at a
// standstill and one on stock under its minimum where a goal says so in
// Chinese; a goal that says neither leaves them alone.
func TestFillArgsFlagStandstillAndLowStock(t *testing.T) {
	const (
		repair = `{"type":"object","properties":{"unit":{"type":"string","pattern":"^P-[0-9]{3}$"},
			"machine_stopped":{"type":"boolean","description":"Whether it has stopped."}}}`
		parts = `{"type":"object","properties":{"store":{"type":"string","pattern":"^S-[0-9]{2}$"},
			"below_min_only":{"type":"boolean","description":"Only parts under their floor."}}}`
	)
	runFillCases(t, []fillCase{
		{"stopped", "P-310 漏油，机器已经停了，报修一下", repair, map[string]any{"unit": "P-310", "machine_stopped": true}},
		{"nothing said", "P-310 漏油，报修一下", repair, map[string]any{"unit": "P-310"}},
		{"under the floor", "S-12 哪些零件低于安全库存", parts, map[string]any{"store": "S-12", "below_min_only": true}},
		{"every part", "S-12 零件库存是多少", parts, map[string]any{"store": "S-12"}},
	})
}
