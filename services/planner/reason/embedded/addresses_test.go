package embedded

import "testing"

func TestFillArgsHanAddress(t *testing.T) {
	const move = `{"type":"object","properties":{"order_no":{"type":"string","pattern":"^OD[0-9]{6}$"},"new_address":{"type":"string","description":"Where to deliver."}},"required":["order_no","new_address"]}`
	runFillCases(t, []fillCase{
		{"an address after 改成", "把 OD123456 的地址改成 杭州市西湖区文三路90号3栋，电话 13900001111", move, map[string]any{"order_no": "OD123456", "new_address": "杭州市西湖区文三路90号3栋"}},
		{"an address with its province", "OD123456 送到广东省深圳市南山区科技园路 8 号", move, map[string]any{"order_no": "OD123456", "new_address": "广东省深圳市南山区科技园路 8 号"}},
		{"a cue inside the pattern's reach", "OD123456 的收货地址改成成都市武侯区天府大道100号", move, map[string]any{"order_no": "OD123456", "new_address": "成都市武侯区天府大道100号"}},
	})
}

func TestFillArgsHouseNumber(t *testing.T) {
	const (
		request = `{"type":"object","properties":{"resident_id":{"type":"string","pattern":"^CZ-[0-9]{8}$"},"location":{"type":"string","description":"Street address or landmark."},"priority":{"type":"string","enum":["low","normal","high"]}},"required":["location"]}`
		pickup  = `{"type":"object","properties":{"address":{"type":"string"}},"required":["address"]}`
		order   = `{"type":"object","properties":{"quantity":{"type":"integer"},"item":{"type":"string"}},"required":["quantity","item"]}`
	)
	runFillCases(t, []fillCase{
		{"a house number before its street", "Streetlight out at 45 Harbour Road, resident CZ-20433910 called it in. Open a request, normal priority.", request, map[string]any{"resident_id": "CZ-20433910", "location": "45 Harbour Road", "priority": "normal"}},
		{"an address opening the sentence", "When is recycling picked up at 12 Maple Lane?", pickup, map[string]any{"address": "12 Maple Lane"}},
		// must leave alone: a count before a name that is no street.
		{"a count before a name", "Order 3 Harbour Lamps", order, map[string]any{"quantity": int64(3), "item": "Harbour Lamps"}},
	})
}
