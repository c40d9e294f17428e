package embedded

import "testing"

// TestFillArgsUnitPrices gives a unit's price the amount written for one
// of several, and nothing when the amount prices the whole.
func TestFillArgsUnitPrices(t *testing.T) {
	const (
		order = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^K[0-9]{4}$"},"units":{"type":"integer","description":"How many to buy."},"price_each":{"type":"number","description":"What one costs."}},"required":["sku","units"]}`
		quote = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^K[0-9]{4}$"},"cost":{"type":"number","description":"Unit price."}},"required":["sku"]}`
	)
	runFillCases(t, []fillCase{
		{"at an amount each", "buy 12 of K1234 at 35.5 each", order, map[string]any{"sku": "K1234", "units": int64(12), "price_each": 35.5}},
		{"单价", "K1234 买 12 个，单价 30", order, map[string]any{"sku": "K1234", "units": int64(12), "price_each": 30.0}},
		{"a unit price described", "quote K1234 at 99 apiece", quote, map[string]any{"sku": "K1234", "cost": 99.0}},
		{"a total is no unit price", "buy 12 of K1234 for 400 in all", order, map[string]any{"sku": "K1234", "units": int64(12)}},
	})
}
