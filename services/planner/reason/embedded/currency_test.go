package embedded

import "testing"

func TestFillArgsCurrencies(t *testing.T) {
	const (
		convert = `{"type":"dict","properties":{"base_currency":{"type":"string"},"target_currency":{"type":"string"},"amount":{"type":"float"}},"required":["base_currency","target_currency","amount"]}`
		fromTo  = `{"type":"dict","properties":{"from_currency":{"type":"string"},"to_currency":{"type":"string"},"fee":{"type":"float"}},"required":["from_currency","to_currency"]}`
		worth   = `{"type":"dict","properties":{"name":{"type":"string"},"currency":{"type":"string"}},"required":["name","currency"]}`
		pair    = `{"type":"dict","properties":{"currency_a":{"type":"string"},"currency_b":{"type":"string"}},"required":["currency_a","currency_b"]}`
		deposit = `{"type":"object","properties":{"amount":{"type":"number","description":"Amount paid in."},"currency":{"type":"string","enum":["CNY","USD","EUR"]}},"required":["amount"]}`
		sides   = `{"type":"object","properties":{"amount":{"type":"number"},"from_currency":{"type":"string","enum":["CNY","USD","EUR"]},"to_currency":{"type":"string","enum":["CNY","USD","EUR"]}},"required":["amount"]}`
		buy     = `{"type":"object","properties":{"quantity":{"type":"integer"},"currency":{"type":"string","enum":["CNY","USD"]}},"required":["quantity"]}`
	)
	runFillCases(t, []fillCase{
		{"the amount's currency is converted from", "Calculate the cost in British Pounds if I need to convert 200 US dollars.", convert,
			map[string]any{"base_currency": "USD", "target_currency": "GBP", "amount": 200.0}},
		{"from one to the other", "Get the exchange rate from British pounds to Japanese yen with the fee 0.02 included.", fromTo,
			map[string]any{"from_currency": "GBP", "to_currency": "JPY", "fee": 0.02}},
		{"one currency for one parameter", "What's the total worth in euro of Messi?", worth, map[string]any{"name": "Messi", "currency": "EUR"}},
		{"Chinese names", "把100美元换成人民币", convert, map[string]any{"base_currency": "USD", "target_currency": "CNY", "amount": 100.0}},
		{"two sides nothing tells apart", "Compare euro and yen", pair, map[string]any{}},
		{"no currency named", "Convert 200 of them.", convert, map[string]any{"amount": 200.0}},
		{"an enum's code for a named currency", "Pay in 450 yuan", deposit, map[string]any{"amount": 450.0, "currency": "CNY"}},
		{"an enum's code for 元", "存入 300 元", deposit, map[string]any{"amount": 300.0, "currency": "CNY"}},
		{"an enum's code for 块", "存 80 块", deposit, map[string]any{"amount": 80.0, "currency": "CNY"}},
		{"no currency for the enum", "Pay in 450 now", deposit, map[string]any{"amount": 450.0}},
		// One side of a conversion never takes the currency of both.
		{"a side's enum is no currency named anywhere", "Convert 100 dollars to euros", sides, map[string]any{"amount": 100.0}},
		{"块 counting pieces is no yuan", "采购 20 块硬盘", buy, map[string]any{"quantity": int64(20)}},
	})
}
