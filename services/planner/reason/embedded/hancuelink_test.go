package embedded

import "testing"

// TestFillArgsHanAddressOfMail: 地址 after 邮箱 or 网页 cues an email or web
// address, which is no street address.
func TestFillArgsHanAddressOfMail(t *testing.T) {
	const (
		card = `{"type":"object","properties":{"member_id":{"type":"string","pattern":"^M-\\d{5}$"},"address":{"type":"string"}}}`
		mail = `{"type":"object","properties":{"email_address":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"an email address", "把 M-10234 的会员卡寄到邮箱地址“wu@example.com”", card, map[string]any{"member_id": "M-10234"}},
		{"a web address", "M-10234 的网页地址“https://example.com/u”打不开", card, map[string]any{"member_id": "M-10234"}},
		// Must leave alone: a street address, and a parameter of mail.
		{"a street address", "把 M-10234 的会员卡寄到地址“和平路12号”", card, map[string]any{"member_id": "M-10234", "address": "和平路12号"}},
		{"a mail parameter", "发到邮箱地址“wu@example.com”", mail, map[string]any{"email_address": "wu@example.com"}},
	})
}
