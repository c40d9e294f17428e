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
