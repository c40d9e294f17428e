package embedded

import "testing"

// TestFillArgsNameBeforeParenthesis: a Chinese name followed by a
// parenthesis giving the person's phone is the name; the phone fills the
// phone. A name with no parenthesis after a verb is left as it was.
func TestFillArgsNameBeforeParenthesis(t *testing.T) {
	const people = `{"type":"object","properties":{"name":{"type":"string","description":"Full or partial name."},"phone":{"type":"string","pattern":"^1\\d{10}$"}}}`
	runFillCases(t, []fillCase{
		{"full-width", "查一下张桂芳（手机13811112222）的订阅记录", people, map[string]any{"name": "张桂芳", "phone": "13811112222"}},
		{"ascii", "查一下张桂芳(手机13811112222)的订阅记录", people, map[string]any{"name": "张桂芳", "phone": "13811112222"}},
		{"no parenthesis", "查一下张桂芳的订阅记录", people, map[string]any{}},
		{"a parenthesis of words", "查一下王府井（东城）的订阅记录", people, map[string]any{}},
	})
}

// TestFillArgsParenthesisOfNoPerson: a parenthesis of a date or a train
// number says nothing of a person, so the word before it is no name
// though it opens with a surname's character.
func TestFillArgsParenthesisOfNoPerson(t *testing.T) {
	const people = `{"type":"object","properties":{"name":{"type":"string","description":"Full or partial name."},"phone":{"type":"string","pattern":"^1\\d{10}$"}}}`
	runFillCases(t, []fillCase{
		{"a date", "把订单改到周四（3月13日）送到客户家", people, map[string]any{}},
		{"a train", "查询高铁站（G123次）的客户", people, map[string]any{}},
		// Leave alone: a member number.
		{"a member number", "查一下李娜(会员号 M2231)的订阅记录", people, map[string]any{"name": "李娜"}},
	})
}
