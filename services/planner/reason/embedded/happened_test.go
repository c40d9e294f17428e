package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// paymentTools are a shop's writes on an order: record its payment, send
// its receipt, ship it, extend it.
func paymentTools() []toolspec.Spec {
	orderID := `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^ORD-[0-9]{4}$"}},"required":["order_id"]}`
	return []toolspec.Spec{
		{Name: "book_customer_transfer", Description: "Record money a customer paid or transferred (转账, 付款) against an order.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "send_receipt", Description: "Send the customer the receipt of an order by SMS.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "ship_order", Description: "Ship an order (发货).", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "extend_subscription", Description: "Extend an order's subscription (续订) before it expires (到期).", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
	}
}

// TestPlanHappenedIsTheRequestsCase: a Chinese part that only tells what
// has happened (客户刚转了钱过来, 快到期了) is the case of the request after
// it, not a need for the tool its words fit.
func TestPlanHappenedIsTheRequestsCase(t *testing.T) {
	tests := []struct {
		goal        string
		want, avoid []string
	}{
		{"客户刚转了500元过来，订单ORD-1234，帮忙发货", []string{"ship_order"}, []string{"book_customer_transfer"}},
		{"ORD-1234 快到期了，帮客户发个收据", []string{"send_receipt"}, []string{"extend_subscription"}},
		// A request pointing back (给它) points at what was told.
		{"客户ORD-1234刚转了500元过来，给它发货", []string{"ship_order"}, []string{"book_customer_transfer"}},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, paymentTools(), tc.goal, tc.want, tc.avoid)
		})
	}
}
