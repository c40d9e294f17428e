package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryVenueWords: the words of places people visit, borrow from
// and book — readers and their cards (读者, 借书证), branches (分馆),
// talks (讲座), volunteers (志愿者), closures (闭馆), pets in boarding
// (宠物, 寄养), baths (洗澡), microchips and owners (芯片, 主人), blood
// tests (血检) and personal trainers (私教) — find the tools described
// in English.
func TestGlossaryVenueWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "card_issue", Description: "Issue a library card to a new patron.", SideEffect: toolspec.Write},
		{Name: "talks_calendar", Description: "Upcoming author talks and lectures."},
		{Name: "helper_rota", Description: "The volunteer rota: who covers which slot."},
		{Name: "site_shutdown", Description: "Record a closure of a branch for a day.", SideEffect: toolspec.Write},
		{Name: "kennel_space", Description: "Free boarding kennels for pets."},
		{Name: "groom_slot", Description: "Book a bath for a dog.", SideEffect: toolspec.Write},
		{Name: "chip_owner", Description: "Find the owner of a microchip."},
		{Name: "blood_panel", Description: "Order a blood test.", SideEffect: toolspec.Write},
		{Name: "coach_session", Description: "Book a session with a personal trainer.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"给这位读者办一张借书证", "card_issue"},
		{"下个月有作家讲座吗", "talks_calendar"},
		{"这周六谁值志愿者的班", "helper_rota"},
		{"东区分馆明天闭馆", "site_shutdown"},
		{"宠物寄养还有位置吗", "kennel_space"},
		{"给狗约个洗澡", "groom_slot"},
		{"扫一下芯片找主人", "chip_owner"},
		{"先开个血检", "blood_panel"},
		{"约一节私教", "coach_session"},
	})
}
