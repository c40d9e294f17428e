package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanSecondYesNoQuestion: a yes-or-no question whose verb carries
// its own object (退款了没有) asks of it with its own tool, while one of a
// bare verb (到了没) asks again of the object before.
func TestPlanSecondYesNoQuestion(t *testing.T) {
	id := `"order_id":{"type":"string","pattern":"^ORD-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "order_dispatch_state", Description: "Shipping status of an order (发货, 到货, 物流).", Parameters: objectSchema(id, `"order_id"`)},
		{Name: "order_refund_state", Description: "Refund status of an order (退款).", Parameters: objectSchema(id, `"order_id"`)},
	}
	checkPlans(t, cat, []planCase{
		{"a refund asked too", "订单 ORD-5521 发货了吗，退款了没有", []string{"order_dispatch_state", "order_refund_state"}},
		{"the same shipment again", "订单 ORD-5521 发货了吗，到了没", []string{"order_dispatch_state"}},
	})
}
