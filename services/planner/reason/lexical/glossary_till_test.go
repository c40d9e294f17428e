package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryTillAndPayWords: till slips (小票), trade-ins (以旧换新),
// group orders (拼单), payday (发薪日), the company seal (公章) and
// payment requests (请款) find the tools described in English.
func TestGlossaryTillAndPayWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "slip_reprint", Description: "Reprint the receipt slip of a sale."},
		{Name: "old_for_new", Description: "Quote a trade-in value for an old phone."},
		{Name: "team_cart", Description: "Start a group order others can join.", SideEffect: toolspec.Write},
		{Name: "pay_calendar", Description: "The next payday of each employee."},
		{Name: "seal_booking", Description: "Request use of the company seal.", SideEffect: toolspec.Write},
		{Name: "fund_ask", Description: "File a payment request for a supplier.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"把刚才那单的小票再打一张", "slip_reprint"},
		{"旧手机以旧换新能抵多少", "old_for_new"},
		{"发起一个拼单", "team_cart"},
		{"这个月几号发薪日", "pay_calendar"},
		{"合同要盖公章", "seal_booking"},
		{"给供应商请款", "fund_ask"},
	})
}
