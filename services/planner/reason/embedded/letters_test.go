package embedded

import "testing"

func TestFillArgsLetterEnumNamedByItsNoun(t *testing.T) {
	const pick = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^T-[0-9]{3}$"},"layout":{"type":"string","enum":["A","B","C"],"description":"Page layout to keep."}},"required":["ticket","layout"]}`
	const plan = `{"type":"object","properties":{"plan":{"type":"string","enum":["A","B"]}}}`
	const answer = `{"type":"object","properties":{"answer":{"type":"string","enum":["a","b","2"]}}}`
	runFillCases(t, []fillCase{
		{"version C", "For T-301 keep version C of the page", pick, map[string]any{"ticket": "T-301", "layout": "C"}},
		{"the parameter's own noun", "switch to layout B on T-301", pick, map[string]any{"ticket": "T-301", "layout": "B"}},
		{"C 方案", "T-301 用 C 方案", pick, map[string]any{"ticket": "T-301", "layout": "C"}},
		{"an article is no letter", "T-301 needs a version with a wider header", pick, map[string]any{"ticket": "T-301"}},
		{"a slash pair names none", "T-301 compares the A/B layouts", pick, map[string]any{"ticket": "T-301"}},
		{"plan A", "go with plan A", plan, map[string]any{"plan": "A"}},
		{"a lowercase letter is a word", "Help me plan a trip to Rome", answer, map[string]any{}},
		{"a number of something", "compare the plan 2 weeks ahead", answer, map[string]any{}},
	})
}

// TestFillArgsPlaceLetterInChinese names a building, zone or gate by its
// letter or digit before the Chinese noun for the parameter's own noun.
func TestFillArgsPlaceLetterInChinese(t *testing.T) {
	const (
		desk = `{"type":"object","properties":{"building":{"type":"string","enum":["A","B","C"]},"zone":{"type":"string","enum":["1","2"]}}}`
	)
	runFillCases(t, []fillCase{
		{"栋 for a building", "C 栋还有空工位吗", desk, map[string]any{"building": "C"}},
		{"区 for a zone", "A座 2区的工位", desk, map[string]any{"building": "A", "zone": "2"}},
		{"another noun", "C 级的工位", desk, map[string]any{}},
	})
}

// TestFillArgsWingLetterInChinese names a wing of a building by its letter
// before 区, 栋 or 座, the words a Chinese speaker uses for one.
func TestFillArgsWingLetterInChinese(t *testing.T) {
	const ward = `{"type":"object","properties":{"wing":{"type":"string","enum":["A","B","C","D"]}}}`
	runFillCases(t, []fillCase{
		{"区 for a wing", "上个月D区一共有几个病人转科", ward, map[string]any{"wing": "D"}},
		{"栋 for a wing", "B栋还有空床吗", ward, map[string]any{"wing": "B"}},
		{"a grade is no wing", "C级的病人有几个", ward, map[string]any{}},
	})
}
