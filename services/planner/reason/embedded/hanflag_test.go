package embedded

import "testing"

// TestFillArgsHanDescribedFlag sets a flag described in Chinese alone by
// the goal writing its phrase, whole or in good part, or its noun put
// before the phrase's verb; a negation before either clears it. A goal
// writing two characters of a longer phrase leaves it alone.
func TestFillArgsHanDescribedFlag(t *testing.T) {
	const (
		low    = `{"type":"object","properties":{"below_min":{"type":"boolean","description":"只看低于最低库存的"}}}`
		helper = `{"type":"object","properties":{"with_helper":{"type":"boolean","description":"是否需要司机/帮手"}}}`
		settle = `{"type":"object","properties":{"take_loans":{"type":"boolean","description":"扣回未还贷款"},"take_rent":{"type":"boolean","description":"扣仓库租金"}}}`
		past   = `{"type":"object","properties":{"with_moves":{"type":"boolean","description":"是否返回位置移动历史"}}}`
	)
	runFillCases(t, []fillCase{
		{"four characters of the phrase", "哪些配件低于最低库存了？", low, map[string]any{"below_min": true}},
		{"one whole phrase of two", "明天借一辆车，要带帮手", helper, map[string]any{"with_helper": true}},
		{"the noun before the verb, and negated", "生成结算单，贷款要扣，仓库租金先别扣", settle, map[string]any{"take_loans": true, "take_rent": false}},
		{"the phrase put first, then declined", "明天借一辆车，帮手就不用了", helper, map[string]any{"with_helper": false}},
		{"the phrase put first, then wanted", "明天借一辆车，帮手要一个", helper, map[string]any{"with_helper": true}},
		{"two characters of a longer phrase", "帮我看看移动记录", past, map[string]any{}},
	})
}
