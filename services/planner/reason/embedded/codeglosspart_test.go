package embedded

import "testing"

// TestFillArgsGlossedCodePart: a goal names a code by the part of its Han
// gloss that tells it from the others — without the ending all glosses
// share and the city two of them open with — but not by a part two
// glosses hold, nor by the kind of place a gloss ends with (广场, 中心)
// without the ending after it.
func TestFillArgsGlossedCodePart(t *testing.T) {
	const (
		shops = `Shop code. BJ01 北京朝阳店, BJ02 北京海淀店, GZ01 广州天河店, CD01 成都锦江店.`
		one   = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"` + shops + `"}}}`
		many  = `{"type":"object","properties":{"shops":{"type":"array","items":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$"},"description":"` + shops + `"}}}`
	)
	const (
		malls = `Store code. SH01 上海市中心店, SH02 上海火车站店, SH03 上海新广场店.`
		mall  = `{"type":"object","properties":{"store":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"` + malls + `"}}}`
	)
	runFillCases(t, []fillCase{
		{"the kind of place with the ending", "广场店今天的营业额", mall, map[string]any{"store": "SH03"}},
		{"the kind of place in another word", "广场舞活动的报名情况", mall, map[string]any{}},
		{"the kind of place on its own", "查一下客服中心今天的工单", mall, map[string]any{}},
		{"the district", "列一下海淀店今天的订单", one, map[string]any{"shop": "BJ02"}},
		{"the district without the ending", "朝阳那家今天的订单", one, map[string]any{"shop": "BJ01"}},
		{"a city one gloss opens with", "广州的订单", one, map[string]any{"shop": "GZ01"}},
		{"two districts for a list", "天河店和锦江店的订单", many, map[string]any{"shops": []any{"GZ01", "CD01"}}},
		{"a city two glosses open with", "北京的订单", one, map[string]any{}},
		{"the ending alone", "店里的订单", one, map[string]any{}},
		{"the whole gloss", "北京海淀店的订单", one, map[string]any{"shop": "BJ02"}},
	})
}
