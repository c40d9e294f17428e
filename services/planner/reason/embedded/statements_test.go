package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// orderTools is a shop's orders: one read of an order, a list, and two
// writes on an order.
func orderTools() []toolspec.Spec {
	orderID := `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^ORD-[0-9]{4}$"}},"required":["order_id"]}`
	return []toolspec.Spec{
		{Name: "get_order", Description: "Look up one order: items, amount, status and shipping.", SideEffect: toolspec.Read, Parameters: []byte(orderID)},
		{Name: "list_orders", Description: "List orders by status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","enum":["pending","shipped","cancelled"]}}}`)},
		{Name: "cancel_order", Description: "Cancel an order that has not shipped yet.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "refund_order", Description: "Refund the payment of an order to the customer.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
	}
}

// planAvoids checks that goal's plan holds every tool of want and none of
// avoid.
func planAvoids(t *testing.T, cat []toolspec.Spec, goal string, want, avoid []string) {
	t.Helper()
	got := planTools(t, newEngine(t), goal, cat)
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%q: tools %v, want %s among them", goal, got, w)
		}
	}
	for _, a := range avoid {
		if slices.Contains(got, a) {
			t.Errorf("%q: tools %v, want no %s", goal, got, a)
		}
	}
}

// TestPlanStatementOnAnotherObjectIsNoWrite: a clause that states how
// another object is, named by an identifier of its own, asks no action of
// it.
func TestPlanStatementOnAnotherObjectIsNoWrite(t *testing.T) {
	planAvoids(t, orderTools(), "Cancel ORD-1234, the customer says ORD-1240 was lost", []string{"cancel_order"}, []string{"refund_order"})
	planAvoids(t, orderTools(), "Cancel ORD-1234; the customer is asking where ORD-1240 is", []string{"cancel_order"}, []string{"refund_order"})
}

// TestPlanNegatedActionIsNoWrite: an action the goal puts off or refuses,
// in either language, is no step, and no other write takes its place.
func TestPlanNegatedActionIsNoWrite(t *testing.T) {
	for _, goal := range []string{
		"订单 ORD-1234 先不取消了，帮我查一下物流",
		"Let's not cancel ORD-1234 for now; what is its shipping status",
		"We won't cancel ORD-1234, just tell me where it is",
		"Hold off on cancelling ORD-1234, show me the order",
	} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_order", "refund_order"})
	}
	planAvoids(t, orderTools(), "Cancel ORD-1234", []string{"cancel_order"}, nil)
}

// TestPlanToldFactIsNoWrite: a goal that tells of an action someone did
// (the customer cancelled …, 客户昨天取消了…) asks for no write; a Chinese
// request whose verb takes 了 (把 … 取消了吧) still does.
func TestPlanToldFactIsNoWrite(t *testing.T) {
	for _, goal := range []string{"The customer cancelled ORD-1234 yesterday", "客户昨天取消了订单 ORD-1234"} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_order", "refund_order"})
	}
	planAvoids(t, orderTools(), "帮我把订单 ORD-1234 取消了吧", []string{"cancel_order"}, nil)
	planAvoids(t, orderTools(), "ORD-1234 是被谁下的单？没发货的话就帮我取消了", []string{"cancel_order"}, nil)
	planAvoids(t, orderTools(), "Refund ORD-1234, which the customer cancelled yesterday", []string{"refund_order"}, []string{"cancel_order"})
}
