package embedded

import "testing"

// TestFillArgsNumberedWithHao: 2号 is a thing's number (2号枪) or a day
// of the month (每月5号); where no date reads it, it fills an integer
// named for a number or a day, and nothing else.
func TestFillArgsNumberedWithHao(t *testing.T) {
	const conn = `{"type":"object","properties":{"station_id":{"type":"string","pattern":"^ST-\\d{6}$"},"connector_no":{"type":"integer","minimum":1,"maximum":8}},"required":["station_id","connector_no"]}`
	const bill = `{"type":"object","properties":{"plan":{"type":"string"},"billing_day":{"type":"integer","minimum":1,"maximum":28}},"required":["plan"]}`
	const gun = `{"type":"object","properties":{"connector_no":{"type":"integer","description":"Connector number on the station (枪号), 1-8."}}}`
	const qty = `{"type":"object","properties":{"quantity":{"type":"integer"}}}`
	const dated = `{"type":"object","properties":{"date":{"type":"string","format":"date"},"room_number":{"type":"integer"}}}`
	runFillCases(t, []fillCase{
		{"a connector's number", "帮他在 ST-310552 的2号枪远程启动一下", conn, map[string]any{"station_id": "ST-310552", "connector_no": int64(2)}},
		{"a day of each month", "每月5号扣款", bill, map[string]any{"billing_day": int64(5)}},
		{"beside the noun its description gives", "2号枪远程启动一下", gun, map[string]any{"connector_no": int64(2)}},
		// Must leave alone: a count, and a day a date reads.
		{"no count", "2号枪充不上电", qty, map[string]any{}},
		{"another noun than its description's", "3号楼远程启动一下", gun, map[string]any{}},
		{"a date's day", "2025年3月5号的房间", dated, map[string]any{"date": "2025-03-05"}},
	})
}
