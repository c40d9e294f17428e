package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// shopperCatalog is a store's customer tools: a customer's account, the
// orders they placed, the payments taken from them and a refund.
func shopperCatalog() []toolspec.Spec {
	cust := `"customer_id":{"type":"string","pattern":"^C[0-9]{6}$","description":"Customer number."}`
	dates := `,"from_date":{"type":"string","format":"date"},"to_date":{"type":"string","format":"date"}`
	return []toolspec.Spec{
		{Name: "read_shopper_ledger", Description: "Read a customer's account: balance owed, credit limit and loyalty points.", SideEffect: toolspec.Read, Parameters: objectSchema(cust, `"customer_id"`)},
		{Name: "list_shopper_orders", Description: "List the orders a customer placed, with their items and totals, between two dates.", SideEffect: toolspec.Read, Parameters: objectSchema(cust+dates, `"customer_id"`)},
		{Name: "list_card_charges", Description: "List the card payments charged to a customer, with amount and time, between two dates.", SideEffect: toolspec.Read, Parameters: objectSchema(cust+dates, `"customer_id"`)},
		{Name: "return_charged_money", Description: "Refund a card payment to the customer.", SideEffect: toolspec.Write, Parameters: objectSchema(cust+`,"amount":{"type":"number"}`, `"customer_id","amount"`)},
	}
}

// TestToldCaseLeavesTheLookItsTool: a part that only tells what has
// happened (订单货款昨天多扣了一次) before a look (查下他的账户) is the look's
// reason: the look's own words choose its tool, though the told words,
// with the whole goal, lean to another read.
func TestToldCaseLeavesTheLookItsTool(t *testing.T) {
	checkPlans(t, shopperCatalog(), []planCase{
		{"look after a report", "C204411 的订单货款昨天多扣了一次，查下他的账户", []string{"read_shopper_ledger"}},
		// Leave alone: the look alone, and a write after a report.
		{"look alone", "查下C204411的账户", []string{"read_shopper_ledger"}},
		{"write after a report", "C204411 的货款被扣了两次，给他退款 200 元", []string{"return_charged_money"}},
	})
}

// TestToldCaseBeforeRequestWithRemark: a report before a request that a
// remark follows (…，帮他查下账户，他是老客户了) is the request's case: the
// request opens the part, whatever the remark after it tells.
func TestToldCaseBeforeRequestWithRemark(t *testing.T) {
	checkPlans(t, shopperCatalog(), []planCase{
		{"remark after the request", "C204411 的订单到现在还没发货，已经过了一周了，查下他的账户吧。他是老客户了", []string{"read_shopper_ledger"}},
		// Leave alone: no remark.
		{"no remark", "C204411 的订单到现在还没发货，已经过了一周了，查下他的账户吧", []string{"read_shopper_ledger"}},
	})
}
