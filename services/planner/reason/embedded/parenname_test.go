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
