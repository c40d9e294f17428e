package embedded

import "testing"

// TestFillArgsGlossWordsReadWhole: a word whose first characters are a
// gloss word of their own is read whole: 企业微信 is an app and names no
// corporate customer, 注销登录 ends a session and closes no account,
// 家庭地址 is where one lives and names no family audience, 触摸屏 is a
// screen and no touching; the shorter words alone keep their values.
func TestFillArgsGlossWordsReadWhole(t *testing.T) {
	const (
		party    = `{"type":"object","properties":{"party_type":{"type":"string","enum":["individual","corporate"]}}}`
		state    = `{"type":"object","properties":{"status":{"type":"string","enum":["active","closed"]}}}`
		audience = `{"type":"object","properties":{"audience":{"type":"string","enum":["family","adult","children"]}}}`
		incident = `{"type":"object","properties":{"incident":{"type":"string","enum":["touching","damage","other"]}}}`
	)
	runFillCases(t, []fillCase{
		{"an app named for firms", "用企业微信跟进一下这位客户", party, map[string]any{}},
		{"ending a session", "帮我注销登录，所有设备都退出", state, map[string]any{}},
		{"a home address", "报名表上要写家庭地址", audience, map[string]any{}},
		{"a touchscreen", "展厅的触摸屏又坏了，登记一下", incident, map[string]any{}},
		// must still name: the shorter words alone
		{"a firm", "这位是企业客户", party, map[string]any{"party_type": "corporate"}},
		{"a family", "这场活动面向家庭", audience, map[string]any{"audience": "family"}},
	})
}
