package embedded

import "testing"

// TestFillArgsGlossedCodePart: a goal names a code by the part of its Han
// gloss that tells it from the others — without the ending all glosses
// share and the city two of them open with — but not by a part two
// glosses hold.
func TestFillArgsGlossedCodePart(t *testing.T) {
	const (
		shops = `Shop code. BJ01 北京朝阳店, BJ02 北京海淀店, GZ01 广州天河店, CD01 成都锦江店.`
		one   = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"` + shops + `"}}}`
		many  = `{"type":"object","properties":{"shops":{"type":"array","items":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$"},"description":"` + shops + `"}}}`
	)
	runFillCases(t, []fillCase{
		{"the district", "列一下海淀店今天的订单", one, map[string]any{"shop": "BJ02"}},
		{"the district without the ending", "朝阳那家今天的订单", one, map[string]any{"shop": "BJ01"}},
		{"a city one gloss opens with", "广州的订单", one, map[string]any{"shop": "GZ01"}},
		{"two districts for a list", "天河店和锦江店的订单", many, map[string]any{"shops": []any{"GZ01", "CD01"}}},
		{"a city two glosses open with", "北京的订单", one, map[string]any{}},
		{"the ending alone", "店里的订单", one, map[string]any{}},
		{"the whole gloss", "北京海淀店的订单", one, map[string]any{"shop": "BJ02"}},
	})
}
