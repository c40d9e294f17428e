package embedded

import "testing"

// TestFillArgsStateWordsGloss: general Chinese and English words for the
// state of a record name its English values: 正在进行 is live, 拒付
// rejected, 没处理 open, waiting to be loaded awaiting_load, a thing that is in the
// workshop in_maintenance, though not the workshop where a thing is used.
func TestFillArgsStateWordsGloss(t *testing.T) {
	const (
		campaign = `{"type":"object","properties":{"status":{"type":"string","enum":["draft","scheduled","live","ended"]}}}`
		claim    = `{"type":"object","properties":{"status":{"type":"string","enum":["submitted","approved","rejected","paid"]}}}`
		alarm    = `{"type":"object","properties":{"status":{"type":"string","enum":["open","acknowledged","cleared"]}}}`
		box      = `{"type":"object","properties":{"status":{"type":"string","enum":["in_yard","on_vessel","awaiting_discharge","awaiting_load"]}}}`
		car      = `{"type":"object","properties":{"status":{"type":"string","enum":["available","rented","in_maintenance","out_of_service"]}}}`
		gift     = `{"type":"object","properties":{"action":{"type":"string","enum":["pause","resume","cancel","change_amount"]}}}`
	)
	runFillCases(t, []fillCase{
		{"正在进行 is live", "现在正在进行的活动有哪些", campaign, map[string]any{"status": "live"}},
		{"拒付 is rejected", "这周被拒付的单子有哪些", claim, map[string]any{"status": "rejected"}},
		{"没处理 is open", "还有哪些告警没处理的", alarm, map[string]any{"status": "open"}},
		{"处理完 is no open", "这些告警都处理完了吗", alarm, map[string]any{}},
		{"waiting to be loaded", "All boxes waiting to be loaded", box, map[string]any{"status": "awaiting_load"}},
		{"loaded alone is no waiting", "All boxes loaded yesterday", box, map[string]any{}},
		{"in the workshop is maintenance", "cars that are in the workshop right now", car, map[string]any{"status": "in_maintenance"}},
		{"a car is at the workshop", "Which of our vans is at the workshop this week?", car, map[string]any{"status": "in_maintenance"}},
		// must leave alone: the workshop as where a thing is used or kept
		{"a tool used at the workshop", "Lend the drill at the workshop to the first renter", car, map[string]any{}},
		{"a session in the workshop", "Which saws did we use in the workshop last week", car, map[string]any{}},
		{"停用 is out of service", "VH-1 先停用，别再派给客户了", car, map[string]any{"status": "out_of_service"}},
		{"暂停 is pause", "捐赠人要求先暂停月捐", gift, map[string]any{"action": "pause"}},
	})
}
