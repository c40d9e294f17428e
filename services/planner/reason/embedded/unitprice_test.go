package embedded

import "testing"

// TestFillArgsUnitPrices gives a unit's price the amount written for one
// of several, and nothing when the amount prices the whole.
func TestFillArgsUnitPrices(t *testing.T) {
	const (
		order = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^K[0-9]{4}$"},"units":{"type":"integer","description":"How many to buy."},"price_each":{"type":"number","description":"What one costs."}},"required":["sku","units"]}`
		quote = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^K[0-9]{4}$"},"cost":{"type":"number","description":"Unit price."}},"required":["sku"]}`
		line  = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^K[0-9]{4}$"},"quantity":{"type":"integer"},"unit_price":{"type":"number"}},"required":["sku"]}`
	)
	runFillCases(t, []fillCase{
		{"at an amount each", "buy 12 of K1234 at 35.5 each", order, map[string]any{"sku": "K1234", "units": int64(12), "price_each": 35.5}},
		{"单价", "K1234 买 12 个，单价 30", order, map[string]any{"sku": "K1234", "units": int64(12), "price_each": 30.0}},
		{"a unit price described", "quote K1234 at 99 apiece", quote, map[string]any{"sku": "K1234", "cost": 99.0}},
		{"a total is no unit price", "buy 12 of K1234 for 400 in all", order, map[string]any{"sku": "K1234", "units": int64(12)}},
		// A count with "each" and no price cue or currency is how many of
		// every item; the unit and each of a price's name cue nothing.
		{"a count each of an item", "buy 5 each of K1234", order, map[string]any{"sku": "K1234", "units": int64(5)}},
		{"a count each of an item, no count parameter", "buy 5 each of K1234", line, map[string]any{"sku": "K1234"}},
		{"a bare count each", "buy K1234, 5 each", order, map[string]any{"sku": "K1234", "units": int64(5)}},
		{"units counted, not priced", "buy 5 units of K1234", line, map[string]any{"sku": "K1234"}},
		{"units counted, then priced", "buy 5 units of K1234 at 3 each", line, map[string]any{"sku": "K1234", "unit_price": 3.0}},
		{"a currency prices each", "buy 5 of K1234, $7 each", line, map[string]any{"sku": "K1234", "unit_price": 7.0}},
		{"a currency prices each of several", "buy K1234 at $7 each of them", line, map[string]any{"sku": "K1234", "unit_price": 7.0}},
		{"a count for each of several", "set aside K1234 for 5 each of the teams", line, map[string]any{"sku": "K1234"}},
		{"a unit price named", "buy 5 of K1234 at a unit price of 7", line, map[string]any{"sku": "K1234", "unit_price": 7.0}},
	})
}

// TestFillArgsCountPerPackage leaves a unit's price open when the number
// after 每 and a measure counts what a package holds.
func TestFillArgsCountPerPackage(t *testing.T) {
	const order = `{"type":"object","properties":{"item":{"type":"string"},"quantity":{"type":"integer"},"unit_price":{"type":"number","description":"Price per unit in CNY."}},"required":["item","quantity"]}`
	const price = `{"type":"object","properties":{"unit_price":{"type":"number","description":"Price per unit in CNY."}}}`
	runFillCases(t, []fillCase{
		{"bottles in a case", "每箱 24 瓶", price, map[string]any{}},
		{"a bare number after each case", "每箱 24", price, map[string]any{}},
		{"money after each case", "每箱 24 元", price, map[string]any{"unit_price": 24.0}},
		{"a price word after each case", "每箱价格 24", price, map[string]any{"unit_price": 24.0}},
	})
	got, _ := fill(t, newEngine(t), "订 30 箱矿泉水，每箱 24 瓶", order)
	if _, ok := got["unit_price"]; ok {
		t.Errorf("args = %#v, want no unit_price", got)
	}
}
