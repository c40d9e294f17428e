package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryCareWords: the everyday words of a ward and a clinic —
// wards (病房), caregivers (护工), vaccinations (接种), medical history
// (病史), a patient's height (身高) — find the tools described in
// English, and a question about a patient's allergies stays on them.
func TestGlossaryCareWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "ward_beds", Description: "Free beds on each ward."},
		{Name: "carer_book", Description: "Book a caregiver for a patient.", SideEffect: toolspec.Write},
		{Name: "shot_record", Description: "Record a vaccination given.", SideEffect: toolspec.Write},
		{Name: "past_notes", Description: "A patient's medical history."},
		{Name: "body_chart", Description: "Height and weight of a child over time."},
		{Name: "allergy_list", Description: "A patient's allergies."},
	}
	checkSelects(t, cat, []selectCase{
		{"三号病房的情况", "ward_beds"},
		{"帮我妈请一个护工", "carer_book"},
		{"他今天接种了第二针", "shot_record"},
		{"看看他的既往史", "past_notes"},
		{"孩子的身高体重", "body_chart"},
		{"他对什么过敏", "allergy_list"},
	})
}

// TestGlossaryPublicAndStaffWords: the words of public services and of
// staff records — pensions (养老金), housing funds (公积金), tax refunds
// (退税), a reissued card (补办), temporary staff (临时) — find the
// tools described in English.
func TestGlossaryPublicAndStaffWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "pension_balance", Description: "Pension paid so far and the monthly amount."},
		{Name: "hf_account", Description: "Housing fund account: contributions and withdrawals."},
		{Name: "refund_claim", Description: "Claim back overpaid tax.", SideEffect: toolspec.Write},
		{Name: "card_again", Description: "Order a replacement for a lost card.", SideEffect: toolspec.Write},
		{Name: "temp_staff", Description: "Temporary workers on site this week."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"我的养老金领了多少", "pension_balance"},
		{"查一下公积金", "hf_account"},
		{"今年能退税吗", "refund_claim"},
		{"社保卡要补办", "card_again"},
		{"这周有几个临时工", "temp_staff"},
	})
}
