package embedded

import "testing"

// TestFillArgsKeepItCold: "keep it cold" and 冷藏 ask a cold-chain flag;
// a goal that says nothing of cold leaves it alone.
func TestFillArgsKeepItCold(t *testing.T) {
	const cold = `{"type":"object","properties":{"cold_chain":{"type":"boolean","description":"Needs 2–8°C cold chain."}}}`
	runFillCases(t, []fillCase{
		{"keep it cold", "Deliver RX-1 tomorrow afternoon, it's insulin, so keep it cold.", cold, map[string]any{"cold_chain": true}},
		{"冷藏", "明天下午送 RX-1，要冷藏", cold, map[string]any{"cold_chain": true}},
		{"nothing of cold", "Deliver RX-1 tomorrow afternoon", cold, map[string]any{}},
	})
}
