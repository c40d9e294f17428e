package embedded

import "testing"

// TestFillArgsNumberedHanCode: N号 before or after a Chinese noun for a
// word of a code parameter's name fills it with the code numbered N in
// the shape of the codes its description writes; a bare N号 is a day,
// and a code the pattern refuses stays out.
func TestFillArgsNumberedHanCode(t *testing.T) {
	const (
		dock   = `{"type":"object","properties":{"warehouse_id":{"type":"string","pattern":"^WH[0-9]{2}$","description":"Warehouse, WH01 to WH12."}}}`
		unseen = `{"type":"object","properties":{"warehouse_id":{"type":"string","pattern":"^WH[0-9]{2}$"}}}`
		narrow = `{"type":"object","properties":{"warehouse_id":{"type":"string","pattern":"^WH0[1-6]$","description":"Warehouse, WH01 to WH06."}}}`
	)
	runFillCases(t, []fillCase{
		{"N号 before the noun", "7号仓库还能放多少托盘", dock, map[string]any{"warehouse_id": "WH07"}},
		{"N号 after the noun", "仓库11号还能放多少托盘", dock, map[string]any{"warehouse_id": "WH11"}},
		// Leave alone: no noun, no example of the codes, no such code.
		{"no noun", "7号还能放多少托盘", dock, map[string]any{}},
		{"no example", "7号仓库还能放多少托盘", unseen, map[string]any{}},
		{"out of the pattern", "9号仓库还能放多少托盘", narrow, map[string]any{}},
	})
}

// TestFillArgsNumberedHanCodeDay: N号 right after a month is a day even
// when a noun for a code follows it.
func TestFillArgsNumberedHanCodeDay(t *testing.T) {
	const dock = `{"type":"object","properties":{"warehouse_id":{"type":"string","pattern":"^WH[0-9]{2}$","description":"Warehouse, WH01 to WH12."}}}`
	runFillCases(t, []fillCase{
		{"a day of a month", "3月7号仓库要盘点", dock, map[string]any{}},
		// Leave alone: no month before.
		{"no month", "7号仓库要盘点", dock, map[string]any{"warehouse_id": "WH07"}},
	})
}
