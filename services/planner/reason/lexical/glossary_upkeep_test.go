package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryUpkeepAndPlanWords: emergency repairs (抢修), disinfection
// (消毒), time zones (时区), milestones (里程碑), resubmitting (重新提交),
// FAQs (常见问题) and manuals (说明书) find the tools described in
// English.
func TestGlossaryUpkeepAndPlanWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "urgent_crew", Description: "Send a crew for an emergency repair.", SideEffect: toolspec.Write},
		{Name: "clean_log", Description: "Log a disinfection of a room.", SideEffect: toolspec.Write},
		{Name: "tz_convert", Description: "Convert a time between time zones."},
		{Name: "plan_marks", Description: "Milestones of a project and their dates."},
		{Name: "form_again", Description: "Resubmit a returned form.", SideEffect: toolspec.Write},
		{Name: "faq_find", Description: "Search the FAQ."},
		{Name: "manual_get", Description: "The user manual of a model."},
	}
	checkSelects(t, cat, []selectCase{
		{"主干管爆了，马上抢修", "urgent_crew"},
		{"三楼刚消毒过", "clean_log"},
		{"纽约现在是几点，换算时区", "tz_convert"},
		{"这个项目有哪些里程碑", "plan_marks"},
		{"改好了，重新提交", "form_again"},
		{"常见问题里有没有讲退款", "faq_find"},
		{"这台机器的说明书", "manual_get"},
	})
}
