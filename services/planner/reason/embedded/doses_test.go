package embedded

import "testing"

func TestFillArgsDosedName(t *testing.T) {
	const (
		rx   = `{"type":"object","properties":{"member":{"type":"string","pattern":"^M-[0-9]{5}$"},"medication":{"type":"string","description":"Generic name, e.g. metformin."}},"required":["member","medication"]}`
		note = `{"type":"object","properties":{"member":{"type":"string","pattern":"^M-[0-9]{5}$"},"label":{"type":"string","description":"Label shown on the card."}},"required":["member"]}`
	)
	runFillCases(t, []fillCase{
		{"a Chinese name after its verb", "给 M-10293 开布洛芬 200mg", rx, map[string]any{"member": "M-10293", "medication": "布洛芬"}},
		{"an English name before its dose", "Prescribe M-10293 metoprolol 25 mg daily", rx, map[string]any{"member": "M-10293", "medication": "metoprolol"}},
		{"a parameter that names no drug", "M-10293 took aspirin 100mg", note, map[string]any{"member": "M-10293"}},
	})
}
