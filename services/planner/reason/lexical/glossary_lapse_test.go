package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryLapseAndValueWords: a thing gone missing (遗失), a pupil
// away (缺席) or failing (挂科), value for money (划算, 性价比) and a low
// price (便宜) find the tools described in English; a plain question on
// classes stays on the class list.
func TestGlossaryLapseAndValueWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "card_gone", Description: "Report a lost card.", SideEffect: toolspec.Write},
		{Name: "card_new", Description: "Issue a new card.", SideEffect: toolspec.Write},
		{Name: "roll_mark", Description: "Mark a pupil absent from a class.", SideEffect: toolspec.Write},
		{Name: "grade_low", Description: "Subjects a pupil failed."},
		{Name: "class_list", Description: "Courses a pupil takes this term."},
		{Name: "deal_rank", Description: "Rank the offers by value for money."},
		{Name: "fare_low", Description: "Find cheap fares for a route."},
	}
	checkSelects(t, cat, []selectCase{
		{"我的卡遗失了", "card_gone"},
		{"小林今天缺席", "roll_mark"},
		{"她这学期挂科了几门", "grade_low"},
		{"哪个套餐最划算", "deal_rank"},
		{"性价比高的有哪些", "deal_rank"},
		{"去广州最便宜的", "fare_low"},
		{"小林这学期上哪些课", "class_list"},
	})
}
