package embedded

import "testing"

// TestFillArgsContactLabel: the word that labels a phone number or an
// email address (手机 139…, 邮箱：…) fills no channel; a channel the goal
// asks for elsewhere still does.
func TestFillArgsContactLabel(t *testing.T) {
	const member = `{"type":"object","properties":{"mobile":{"type":"string"},"email":{"type":"string"},"contact_channel":{"type":"string","enum":["sms","email","wechat","phone"]}}}`
	runFillCases(t, []fillCase{
		{"a phone label, then the channel asked", "登记会员 赵立峰，手机 13912345678，平时用微信联系他", member, map[string]any{"mobile": "13912345678", "contact_channel": "wechat"}},
		{"an email label with a colon", "登记会员 赵立峰，邮箱：zlf@example.com", member, map[string]any{"email": "zlf@example.com"}},
		{"a channel asked with no value after it", "登记会员 赵立峰，以后发邮件联系他", member, map[string]any{"contact_channel": "email"}},
		{"a call to a number", "登记会员 赵立峰，打电话13912345678跟他确认", member, map[string]any{"contact_channel": "phone"}},
		{"a number labelled, then a call", "登记会员 赵立峰，电话13912345678", member, map[string]any{"mobile": "13912345678"}},
	})
}
