package embedded

import "testing"

func TestFillArgsNamingVerb(t *testing.T) {
	const member = `{"type":"object","properties":{"full_name":{"type":"string","description":"Member's full name."},"limit":{"type":"integer","description":"Maximum matches."}}}`
	const book = `{"type":"object","properties":{"title":{"type":"string","description":"Book title."},"year":{"type":"integer"}}}`
	const pair = `{"type":"object","properties":{"first_name":{"type":"string"},"last_name":{"type":"string"}}}`
	const ride = `{"type":"object","properties":{"passenger_name":{"type":"string"},"destination":{"type":"string"}}}`
	const city = `{"type":"object","properties":{"city":{"type":"string","description":"City."}}}`
	runFillCases(t, []fillCase{
		{"named", "look up the member named Rosa Diaz", member, map[string]any{"full_name": "Rosa Diaz"}},
		{"titled", "find the book titled Night Train", book, map[string]any{"title": "Night Train"}},
		{"叫 … 的", "查一下叫张晓明的会员", member, map[string]any{"full_name": "张晓明"}},
		{"名为 with spaces", "找 名为 陈静 的会员", member, map[string]any{"full_name": "陈静"}},
		{"two names: which is unsaid", "look up the member named Rosa Diaz", pair, map[string]any{}},
		{"叫 calling for something names no one", "帮我叫辆出租车去首都机场", ride, map[string]any{}},
		{"no name parameter", "叫李雷的人住哪个城市", city, map[string]any{}},
	})
}
