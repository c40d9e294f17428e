package embedded

import "testing"

func TestFillArgsFlagNamedByPastForm(t *testing.T) {
	const outages = `{"type":"object","properties":{"district":{"type":"string"},"notified":{"type":"boolean","description":"true: only those already notified; false: only those not yet notified."}}}`
	const send = `{"type":"object","properties":{"notify":{"type":"boolean","description":"Send a notice."}}}`
	runFillCases(t, []fillCase{
		{"a past form read by its Chinese word", "列出已通知用户的计划停电", outages, map[string]any{"notified": true}},
		// Must leave alone: the plain verb reads as before.
		{"the plain verb", "停电安排好以后通知用户", send, map[string]any{"notify": true}},
	})
}
