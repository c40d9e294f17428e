package embedded

import "testing"

// TestFillArgsEnumIdioms reads everyday phrases of a decision, a
// visit missed, a card lost, a hold and a thing come back marked as the
// enum values they mean.
func TestFillArgsEnumIdioms(t *testing.T) {
	const (
		verdict = `{"type":"object","properties":{"verdict":{"type":"string","enum":["advance","decline","wait"],"description":"advance = next round or offer; decline = stop here; wait = undecided."}},"required":["verdict"]}`
		visit   = `{"type":"object","properties":{"outcome":{"type":"string","enum":["attended","no_show","rescheduled"]}}}`
		lot     = `{"type":"object","properties":{"op":{"type":"string","enum":["hold","release"],"description":"hold = block the lot; release = lift the hold."}},"required":["op"]}`
		back    = `{"type":"object","properties":{"state":{"type":"string","enum":["ok","damaged","missing_parts"]}}}`
	)
	runFillCases(t, []fillCase{
		{"下一轮 is the next round", "面试官觉得不错，让候选人进下一轮", verdict, map[string]any{"verdict": "advance"}},
		{"下一个 is no round", "下一个候选人是谁", verdict, map[string]any{}},
		{"放鸽子 is a no-show", "昨天放鸽子的学员有几个", visit, map[string]any{"outcome": "no_show"}},
		{"扣住 holds a lot", "这批货先扣住别发", lot, map[string]any{"op": "hold"}},
		{"解除扣留 releases it", "这批货解除扣留", lot, map[string]any{"op": "release"}},
		{"scratched is damaged", "The drill came back scratched", back, map[string]any{"state": "damaged"}},
		{"a return with no mark", "The drill came back yesterday", back, map[string]any{}},
	})
}
