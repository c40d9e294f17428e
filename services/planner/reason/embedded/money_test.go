package embedded

import "testing"

// TestFillArgsMoneyAmount gives the one parameter named for money a number
// written as money.
func TestFillArgsMoneyAmount(t *testing.T) {
	const (
		refund = `{"type":"object","properties":{"order_id":{"type":"string"},"amount":{"type":"number"}},"required":["order_id"]}`
		bounds = `{"type":"object","properties":{"min_amount":{"type":"number"},"max_amount":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"a dollar sign", "Refund $25 on order A100234", refund, map[string]any{"order_id": "A100234", "amount": 25.0}},
		{"元 after the number", "订单A100234退款50元", refund, map[string]any{"order_id": "A100234", "amount": 50.0}},
		{"a count is no money", "Refund order A100234, 2 of 3 units were damaged", refund, map[string]any{"order_id": "A100234"}},
		{"bounds say which amount", "Invoices under $5,000", bounds, map[string]any{"max_amount": 5000.0}},
	})
}
