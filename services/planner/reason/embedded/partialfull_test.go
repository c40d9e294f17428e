package embedded

import "testing"

// TestFillArgsPartialFull: 部分 names a value partial and 全额 a value
// full, as "partial" and "in full" do.
func TestFillArgsPartialFull(t *testing.T) {
	const pay = `{"type":"object","properties":{"invoice":{"type":"string","pattern":"^IV[0-9]{5}$"},"mode":{"type":"string","enum":["full","partial"],"description":"full or partial."}}}`
	runFillCases(t, []fillCase{
		{"部分", "IV20417 先部分付款", pay, map[string]any{"invoice": "IV20417", "mode": "partial"}},
		{"全额", "IV20417 全额付款", pay, map[string]any{"invoice": "IV20417", "mode": "full"}},
	})
}
