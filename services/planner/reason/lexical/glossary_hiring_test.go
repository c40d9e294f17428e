package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryHiringWords: the words of finding and placing people find
// the tools described in English — matching, skills, temps' weekly pay,
// work permits, referrals and missed interviews — while a near request
// for none of them stays with its own tool.
func TestGlossaryHiringWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "best_fits", Description: "Rank people against an opening and return the best matches."},
		{Name: "add_skill", Description: "Add a skill to a person's profile.", SideEffect: toolspec.Write},
		{Name: "weekly_pay", Description: "Preview or run the weekly pay of temp workers.", SideEffect: toolspec.Write},
		{Name: "permits_due", Description: "Work permits and residence permits that expire soon."},
		{Name: "new_person", Description: "Register a new person with their source: referral, job board or walk-in.", SideEffect: toolspec.Write},
		{Name: "missed_interviews", Description: "Interviews the person did not attend: no-show."},
		{Name: "office_list", Description: "Offices with their address and phone."},
	}
	tests := []selectCase{
		{"找几个最匹配的人", "best_fits"},
		{"给小周加一个技能", "add_skill"},
		{"算一下这周的周薪", "weekly_pay"},
		{"哪些外国人的工作许可证快过期了", "permits_due"},
		{"登记一个朋友介绍来的人", "new_person"},
		{"谁放鸽子了", "missed_interviews"},
		{"办公室的地址和电话", "office_list"},
	}
	checkSelects(t, cat, tests)
}
