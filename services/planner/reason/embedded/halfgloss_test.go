package embedded

import "testing"

// TestFillArgsHalfGloss: 一半 (a half) names the value for part of a
// whole — some, partial — and names no whole.
func TestFillArgsHalfGloss(t *testing.T) {
	const (
		meal   = `{"type":"object","properties":{"resident":{"type":"string","pattern":"^R-[0-9]{4}$"},"lunch":{"type":"string","enum":["all","some","none"]}},"required":["resident"]}`
		refund = `{"type":"object","properties":{"order":{"type":"string","pattern":"^OD-[0-9]{5}$"},"kind":{"type":"string","enum":["full","partial"]}},"required":["order"]}`
	)
	runFillCases(t, []fillCase{
		{"half a meal is some", "R-1203 午饭只吃了一半", meal, map[string]any{"resident": "R-1203", "lunch": "some"}},
		{"half a refund is partial", "OD-40117 退一半给客户", refund, map[string]any{"order": "OD-40117", "kind": "partial"}},
		{"a whole refund", "OD-40117 全额退给客户", refund, map[string]any{"order": "OD-40117", "kind": "full"}},
	})
}
