package embedded

import "testing"

// TestFillArgsEnumByPassive: a status glossed as the state of having been
// done (已批准) is named by its verb's first character in the passive
// (被批了), when no other such gloss starts with that character.
func TestFillArgsEnumByPassive(t *testing.T) {
	const (
		claims = `{"type":"object","properties":{"state":{"type":"string","enum":["pending","approved","sent_back"],"description":"pending (待审批), approved (已批准), sent_back (已退回)."}}}`
		twin   = `{"type":"object","properties":{"state":{"type":"string","enum":["pending","refunded","sent_back"],"description":"pending (待审批), refunded (已退款), sent_back (已退回)."}}}`
	)
	runFillCases(t, []fillCase{
		{"被 and the verb's first character", "上周被退的报销单有哪些", claims, map[string]any{"state": "sent_back"}},
		{"with 了", "这个月有几张报销单被批了？", claims, map[string]any{"state": "approved"}},
		{"two glosses share the character", "上周被退的报销单有哪些", twin, map[string]any{}},
	})
}
