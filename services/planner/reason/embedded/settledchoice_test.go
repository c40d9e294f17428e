package embedded

import "testing"

// TestFillArgsSettledChoice: of two channels a goal names, the one it
// settles on with 就行 or 即可 fills a parameter of one value; with no
// such word the first named does, as before.
func TestFillArgsSettledChoice(t *testing.T) {
	const notice = `{"type":"object","properties":{"member":{"type":"string","pattern":"^M-[0-9]{4}$"},"channel":{"type":"string","enum":["email","sms","letter"]}},"required":["member"]}`
	runFillCases(t, []fillCase{
		{"settled with 就行", "给 M-2207 寄一封感谢信，短信就行", notice, map[string]any{"member": "M-2207", "channel": "sms"}},
		{"settled with 即可", "给 M-2207 寄一封感谢信，发邮件即可", notice, map[string]any{"member": "M-2207", "channel": "email"}},
		{"nothing settled", "给 M-2207 寄一封感谢信", notice, map[string]any{"member": "M-2207", "channel": "letter"}},
		{"a value refused", "给 M-2207 寄一封感谢信，别发短信就好", notice, map[string]any{"member": "M-2207", "channel": "letter"}},
	})
}
