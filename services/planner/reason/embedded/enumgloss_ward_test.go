package embedded

import "testing"

// TestFillArgsEnumGlossWardWords reads the Chinese words of a ward, a
// kitchen and a guest house for the English words their enum values are
// made of.
func TestFillArgsEnumGlossWardWords(t *testing.T) {
	const (
		reading = `{"type":"object","properties":{"patient":{"type":"string","pattern":"^P[0-9]{4}$"},"measure":{"type":"string","enum":["blood_pressure","heart_rate","weight"]}},"required":["patient","measure"]}`
		dose    = `{"type":"object","properties":{"outcome":{"type":"string","enum":["given","refused","missed"]}},"required":["outcome"]}`
		event   = `{"type":"object","properties":{"kind":{"type":"string","enum":["fall","burn","other"]}},"required":["kind"]}`
		meal    = `{"type":"object","properties":{"meal":{"type":"string","enum":["breakfast","lunch","dinner"]},"texture":{"type":"string","enum":["regular","minced","pureed"]}}}`
		drink   = `{"type":"object","properties":{"fluids":{"type":"string","enum":["thin","mildly_thick","moderately_thick"]}}}`
		place   = `{"type":"object","properties":{"spot":{"type":"string","enum":["room","lobby","garden"]}}}`
		room    = `{"type":"object","properties":{"room_type":{"type":"string","enum":["single","double","suite"]}}}`
		fix     = `{"type":"object","properties":{"category":{"type":"string","enum":["plumbing","electrical","other"]}}}`
		pace    = `{"type":"object","properties":{"urgency":{"type":"string","enum":["routine","urgent"]}}}`
		stay    = `{"type":"object","properties":{"stay":{"type":"string","enum":["permanent","short_term"]}}}`
		who     = `{"type":"object","properties":{"audience":{"type":"string","enum":["one_patient","all_families"]}}}`
	)
	runFillCases(t, []fillCase{
		{"血压 for a measure", "把P0311这个月的血压拉出来", reading, map[string]any{"patient": "P0311", "measure": "blood_pressure"}},
		{"拒服 for a refused dose", "早上那顿药病人拒服了", dose, map[string]any{"outcome": "refused"}},
		{"摔倒 for a fall", "病人在走廊摔倒了", event, map[string]any{"kind": "fall"}},
		{"午饭 and 糊状", "明天午饭糊状的是什么", meal, map[string]any{"meal": "lunch", "texture": "pureed"}},
		{"中度增稠", "喝水改成中度增稠", drink, map[string]any{"fluids": "moderately_thick"}},
		{"花园 for a place", "客人想在花园见面", place, map[string]any{"spot": "garden"}},
		{"单人间 for a room type", "今晚还有单人间吗", room, map[string]any{"room_type": "single"}},
		{"漏水 for plumbing", "1208房间漏水了", fix, map[string]any{"category": "plumbing"}},
		{"常规 for routine", "不急，常规就行", pace, map[string]any{"urgency": "routine"}},
		{"长住 for permanent", "这位客人是长住的", stay, map[string]any{"stay": "permanent"}},
		{"所有家属", "通知所有家属下周停止探视", who, map[string]any{"audience": "all_families"}},
		{"leave alone: no word of a value", "病人今天精神不错", event, map[string]any{}},
	})
}
