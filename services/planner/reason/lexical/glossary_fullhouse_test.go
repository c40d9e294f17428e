package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryFullHouseAndChargeback: a sitting with every seat taken
// (满座) and a card payment the bank takes back (拒付) find the tools
// described in English; a plain refund stays on the refund tool.
func TestGlossaryFullHouseAndChargeback(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "sitting_state", Description: "Whether a sitting is fully booked."},
		{Name: "dispute_open", Description: "Answer a chargeback on a card payment.", SideEffect: toolspec.Write},
		{Name: "money_back", Description: "Refund a card payment.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"今晚那场满座了吗", "sitting_state"},
		{"客户拒付了怎么处理", "dispute_open"},
		{"这笔刷卡给他退款", "money_back"},
	})
}
