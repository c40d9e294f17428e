package embedded

import "testing"

// TestFillArgsListedCodes: a description that lists the codes its pattern
// takes, each before its gloss ("BJ01 北京朝阳店 Chaoyang, …"), lets a goal
// name a code by its gloss, one code for a string and every code named
// for a list of them; a description that names one code in passing
// lists none.
func TestFillArgsListedCodes(t *testing.T) {
	const (
		shops  = `Shop code. BJ01 北京朝阳店 Chaoyang, BJ02 北京海淀店 Haidian, GZ01 广州天河店 Tianhe, CD01 成都锦江店 Jinjiang Riverside.`
		one    = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"` + shops + `"}}}`
		many   = `{"type":"object","properties":{"shops":{"type":"array","items":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"` + shops + `"},"description":"Shops to include; omitted = all."}}}`
		equals = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"Shop: BJ01 = Chaoyang; GZ01 = Tianhe."}}}`
		aside  = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"Shop code. GZ01 Tianhe is the flagship."}}}`
	)
	runFillCases(t, []fillCase{
		{"an English gloss", "orders taken at the Tianhe shop today", one, map[string]any{"shop": "GZ01"}},
		{"a gloss of two words", "orders taken at Jinjiang Riverside", one, map[string]any{"shop": "CD01"}},
		{"a gloss in pinyin", "列一下海淀那边今天的订单", one, map[string]any{"shop": "BJ02"}},
		{"two glosses for a list", "orders taken at Chaoyang and Tianhe today", many, map[string]any{"shops": []any{"BJ01", "GZ01"}}},
		{"codes glossed after an equals sign", "orders taken at Chaoyang", equals, map[string]any{"shop": "BJ01"}},
		{"two places for one code", "orders taken at Chaoyang and Tianhe", one, map[string]any{}},
		{"a code named in passing", "orders taken at Tianhe", aside, map[string]any{}},
		{"no place named", "orders taken today", one, map[string]any{}},
	})
}
