package embedded

import "testing"

// TestFillArgsLastDigits: the last digits of a number, given as such, fill
// the parameter that takes them, leading zero and all.
func TestFillArgsLastDigits(t *testing.T) {
	const (
		member = `{"type":"object","properties":{"surname":{"type":"string"},"card_last4":{"type":"string","description":"Last 4 digits of the membership card.","pattern":"^[0-9]{4}$"}}}`
		phone  = `{"type":"object","properties":{"phone_tail":{"type":"string","description":"尾号 of the mobile number."}}}`
	)
	runFillCases(t, []fillCase{
		{"后四位", "找一下会员卡后四位0386的会员", member, map[string]any{"card_last4": "0386"}},
		{"ending in", "Find the member whose card is ending in 0386", member, map[string]any{"card_last4": "0386"}},
		{"last four digits", "the last four digits of the card are 0386, find the member", member, map[string]any{"card_last4": "0386"}},
		{"尾号", "查一下手机尾号0912的订单", phone, map[string]any{"phone_tail": "0912"}},
		{"digits not given as the last ones", "Find 12 members", member, map[string]any{}},
	})
}
