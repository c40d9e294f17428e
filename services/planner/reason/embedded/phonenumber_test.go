package embedded

import "testing"

// TestFillArgsPhoneNumber: a number in a telephone's shape fills the one
// parameter named for a phone, with or without a label before it; digits
// inside a longer number, or a parameter that is no phone's, are left.
func TestFillArgsPhoneNumber(t *testing.T) {
	const (
		callout    = `{"type":"object","properties":{"caller_phone":{"type":"string","description":"Caller phone number."},"location":{"type":"string"}}}`
		lead       = `{"type":"object","properties":{"name":{"type":"string"},"phone":{"type":"string"}}}`
		card       = `{"type":"object","properties":{"phone":{"type":"string"},"note":{"type":"string"}}}`
		member     = `{"type":"object","properties":{"member_no":{"type":"string"}}}`
		orderPhone = `{"type":"object","properties":{"order_id":{"type":"string"},"customer_phone":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"a number after 来电号码", "有人来电报告搁浅，来电号码 13905321876，马上派人", callout, map[string]any{"caller_phone": "13905321876"}},
		{"a number after on", "Seal tangled in a net, caller on 13806421155", callout, map[string]any{"caller_phone": "13806421155"}},
		{"grouped digits after a name", "New lead: Maria Lopez, 312-555-0147", lead, map[string]any{"name": "Maria Lopez", "phone": "312-555-0147"}},
		// must leave alone: the digits of an ID card, and a member number
		{"digits inside an ID number", "客户身份证 330106199003151234，帮我查一下", card, map[string]any{}},
		{"another record's number", "订单号13812345678，帮忙查一下", card, map[string]any{}},
		{"no phone parameter", "会员 13905321876 的积分", member, map[string]any{"member_no": "13905321876"}},
		{"a member card's number", "会员卡号码 13905321876，查一下积分", card, map[string]any{}},
		{"an order's number in English", "Look up order #13812345678", card, map[string]any{}},
		{"a ticket's number", "Ticket no. 415-555-0187 is still open", card, map[string]any{}},
		{"another parameter's word", "Look up order 13812345678 for me", orderPhone, map[string]any{"order_id": "13812345678"}},
		{"a contact number", "Contact number: 415-555-0187", card, map[string]any{"phone": "415-555-0187"}},
		{"a phone number in English", "Her phone number is 415-555-0187", card, map[string]any{"phone": "415-555-0187"}},
		{"a number after 电话号码", "客户电话号码 13905321876，帮我建档", card, map[string]any{"phone": "13905321876"}},
		{"a new number", "换手机号了，新号码13911082245，帮忙更新一下", card, map[string]any{"phone": "13911082245"}},
	})
}
