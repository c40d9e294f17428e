package embedded

import "testing"

func TestFillArgsFlagVerbRefusedInChinese(t *testing.T) {
	const cancel = `{"type":"object","properties":{"booking_id":{"type":"string","pattern":"^BK-[0-9]{5}$"},"refund":{"type":"boolean","description":"Give the deposit back"}},"required":["booking_id"]}`
	runFillCases(t, []fillCase{
		{"a verb after 不", "取消预约BK-20451，押金不退。", cancel, map[string]any{"booking_id": "BK-20451", "refund": false}},
		// Must leave alone: a longer word that holds the verb, and a question.
		{"a longer word", "取消预约BK-20451，不退货", cancel, map[string]any{"booking_id": "BK-20451"}},
		{"asked why", "取消预约BK-20451，为什么押金还不退？", cancel, map[string]any{"booking_id": "BK-20451"}},
		{"a condition", "取消预约BK-20451，如果押金不退客户会投诉", cancel, map[string]any{"booking_id": "BK-20451"}},
		{"asked", "取消预约BK-20451，押金退不退？", cancel, map[string]any{"booking_id": "BK-20451"}},
	})
}
