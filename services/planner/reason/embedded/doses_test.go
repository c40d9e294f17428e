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

func TestFillArgsDrugStem(t *testing.T) {
	const check = `{"type":"object","properties":{"member":{"type":"string","pattern":"^M-[0-9]{5}$"},"drug":{"type":"string","description":"Generic name to check."}},"required":["member","drug"]}`
	runFillCases(t, []fillCase{
		{"an English stem", "Can M-10293 take atorvastatin with the rest?", check, map[string]any{"member": "M-10293", "drug": "atorvastatin"}},
		{"a Chinese stem after its verb", "先查一下奥美拉唑和 M-10293 正在用的药", check, map[string]any{"member": "M-10293", "drug": "奥美拉唑"}},
		{"no drug word", "Can M-10293 take the blue pill?", check, map[string]any{"member": "M-10293"}},
	})
}
