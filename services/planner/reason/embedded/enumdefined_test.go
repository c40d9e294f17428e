package embedded

import "testing"

func TestFillArgsEnumDefinition(t *testing.T) {
	const (
		turn  = `{"type":"object","properties":{"turn":{"type":"string","enum":["X","Y","Z"],"description":"Turn: X = 07:00-15:00 (day), Y = 15:00-23:00 (evening), Z = 23:00-07:00 (night)."}},"required":["turn"]}`
		way   = `{"type":"object","properties":{"way":{"type":"string","enum":["in","out"],"description":"in = gate-in, out = gate-out."}}}`
		kind  = `{"type":"object","properties":{"kind":{"type":"string","enum":["full_collect","empty_collect"],"description":"full_collect = collect a loaded crate (提满); empty_collect = collect an empty crate (提空)."}}}`
		shift = `{"type":"object","properties":{"shift":{"type":"string","enum":["P","Q"],"description":"P = 06:00-18:00 (day), Q = 18:00-06:00 (night)."}}}`
	)
	runFillCases(t, []fillCase{
		{"a night shift for the code glossed night", "昨天夜班 L3 的产量是多少", turn, map[string]any{"turn": "Z"}},
		{"a Han gloss the goal writes in a longer word", "帮我约一个提满箱的时段", kind, map[string]any{"kind": "full_collect"}},
		{"a short definition named through the table", "今天进闸的车有多少", way, map[string]any{"way": "in"}},
		{"the gloss written before the parameter's name", "Output of the day shift on line 4", shift, map[string]any{"shift": "P"}},
		{"a gloss word not before the name names nothing", "Output on line 4 the day before yesterday", shift, map[string]any{}},
		{"a negated Han gloss names nothing", "不是提空的预约", kind, map[string]any{}},
	})
}

// TestFillArgsEnumDefinitionOneLetterGloss: a gloss of one Han letter
// names its value only where the goal writes it as a word of its own,
// not as the start of another word (热门, 热线).
func TestFillArgsEnumDefinitionOneLetterGloss(t *testing.T) {
	const bay = `{"type":"object","properties":{"bay":{"type":"string","enum":["H","C"],"description":"H = hot (热), C = cold (冷)."}}}`
	runFillCases(t, []fillCase{
		{"inside a longer word", "热门商品放哪个区", bay, map[string]any{}},
		{"another word after it", "热线打不通，冷的那批先挪走", bay, map[string]any{"bay": "C"}},
		{"a word of its own", "把冷的那批挪走", bay, map[string]any{"bay": "C"}},
		{"ending the goal", "这批货要冷", bay, map[string]any{"bay": "C"}},
	})
}
