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

// TestFillArgsCodePrefix gives a code the parameter its letters spell.
func TestFillArgsCodePrefix(t *testing.T) {
	const restock = `{"type":"object","properties":{"sku":{"type":"string"},"quantity":{"type":"integer"},"store_id":{"type":"string"}},"required":["sku","quantity"]}`
	runFillCases(t, []fillCase{
		{"the code after another", "Restock S017 with 24 units of SKU-88812", restock, map[string]any{"sku": "SKU-88812", "quantity": int64(24)}},
		{"a Han goal", "门店S017补货SKU-88812共50件", restock, map[string]any{"sku": "SKU-88812", "quantity": int64(50), "store_id": "S017"}},
	})
}

// TestFillArgsHanScaledMoney: a sum in 万 or 亿 with no unit after it is
// money for an amount in CNY, as it would be with 元; a count stays a
// count.
func TestFillArgsHanScaledMoney(t *testing.T) {
	const (
		boat  = `{"type":"object","properties":{"hull_length_m":{"type":"number","description":"Hull length in metres."},"hull_worth":{"type":"number","description":"Agreed value of the hull, CNY."}}}`
		views = `{"type":"object","properties":{"min_views":{"type":"integer","description":"Fewest plays."},"budget":{"type":"number","description":"Budget, CNY."}}}`
	)
	runFillCases(t, []fillCase{
		{"万 alone", "这条船估价80万，船长12米", boat, map[string]any{"hull_worth": 800000.0, "hull_length_m": 12.0}},
		{"亿 alone", "船体估值1.2亿", boat, map[string]any{"hull_worth": 1.2e8}},
		{"a bound of a count is no money", "播放量超过200万的视频", views, map[string]any{"min_views": int64(2000000)}},
	})
}
