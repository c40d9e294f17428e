package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryWaiveAndReturnWords: letting a fee off (免, 免除, 减免),
// dropping a plan (退掉), a price thought too high (太贵, 嫌贵), handing
// back what was borrowed (归还) and covering a colleague's shift (代班)
// find the tools described in English; interest-free (免息), the fees
// themselves and borrowing stay on their own tools.
func TestGlossaryWaiveAndReturnWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "fee_off", Description: "Waive a late fee on an account.", SideEffect: toolspec.Write},
		{Name: "fee_show", Description: "Show the late fee on an account."},
		{Name: "plan_drop", Description: "Cancel a plan and refund the unused days.", SideEffect: toolspec.Write},
		{Name: "offer_compare", Description: "Compare the price of two offers."},
		{Name: "kit_back", Description: "Return borrowed equipment to the store room.", SideEffect: toolspec.Write},
		{Name: "kit_lend", Description: "Lend equipment from the store room.", SideEffect: toolspec.Write},
		{Name: "shift_cover", Description: "Find a substitute to cover a shift."},
		{Name: "split_pay", Description: "Interest-free installment plans for a purchase."},
		{Name: "account_note", Description: "Add a note to an account.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"这笔滞纳金能不能免了", "fee_off"},
		{"申请免除这个月的滞纳金", "fee_off"},
		{"给老用户减免滞纳金", "fee_off"},
		{"这个套餐我不要了帮我退掉", "plan_drop"},
		{"客户嫌贵想看看别家", "offer_compare"},
		{"这家太贵了", "offer_compare"},
		{"归还上周借的投影仪", "kit_back"},
		{"明天谁能帮我代班", "shift_cover"},
		{"买手机能免息分期吗", "split_pay"},
		{"看看这个账户的滞纳金", "fee_show"},
		{"借一台投影仪", "kit_lend"},
	})
}
