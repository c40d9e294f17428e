package embedded

import "testing"

// TestFillArgsSeatingAndRoleGloss: everyday Chinese words for where a
// party sits, who serves it and what a customer asked for name the English
// values of an enum; a negated, questioned or unrelated near word names
// none of them.
func TestFillArgsSeatingAndRoleGloss(t *testing.T) {
	const (
		area   = `{"type":"object","properties":{"area":{"type":"string","description":"Seating area.","enum":["hall","private_room","window","terrace"]}}}`
		role   = `{"type":"object","properties":{"role":{"type":"string","enum":["cook","server","cashier","manager"]}}}`
		why    = `{"type":"object","properties":{"reason":{"type":"string","enum":["customer_request","out_of_stock","other"]}}}`
		booked = `{"type":"object","properties":{"area":{"type":"string","enum":["hall","private_room","window"]},"note":{"type":"string","description":"Free text note."}}}`
	)
	runFillCases(t, []fillCase{
		// the words the rule reads
		{"包间 is a private room", "周五晚上还有10个人的包间吗", area, map[string]any{"area": "private_room"}},
		{"靠窗 is by the window", "订个四人桌，最好靠窗", area, map[string]any{"area": "window"}},
		{"服务员 is a server", "下周一让她做服务员", role, map[string]any{"role": "server"}},
		{"客户要求 is a customer's request", "客户要求取消这一单", why, map[string]any{"reason": "customer_request"}},
		// what the rule must leave alone
		{"a negated private room", "不要包间，大厅就行", area, map[string]any{}},
		{"a window of a counter is no seat", "去3号窗口取餐", area, map[string]any{}},
		{"服务 alone is no server", "这家店的服务怎么样", role, map[string]any{}},
		{"要求 without a customer", "系统要求重新登录", why, map[string]any{}},
		{"a question about what was asked", "客户有什么要求", why, map[string]any{}},
		{"a negated server", "他不是服务员，是店长", role, map[string]any{}},
		{"不要 before a private room", "我们不要包间", booked, map[string]any{}},
	})
}
