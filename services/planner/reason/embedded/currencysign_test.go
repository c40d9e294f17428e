package embedded

import "testing"

// TestFillArgsCurrencySign: a sign before an amount names its currency
// for an enum of codes: $350 is USD, £250 GBP; ¥ names none, and an
// amount without a sign leaves the currency alone.
func TestFillArgsCurrencySign(t *testing.T) {
	const pay = `{"type":"object","properties":{"amount":{"type":"number"},"currency":{"type":"string","enum":["CNY","USD","GBP","EUR","HKD"]}}}`
	runFillCases(t, []fillCase{
		{"a dollar sign", "Pay the writer $350 for the piece.", pay, map[string]any{"amount": 350.0, "currency": "USD"}},
		{"a pound sign", "Record a £250 cheque received yesterday", pay, map[string]any{"amount": 250.0, "currency": "GBP"}},
		{"a Singapore dollar is no US dollar", "Pay the writer S$350 for the piece.", pay, map[string]any{}},
		{"the yen sign names none", "Pay ¥800 for the piece", pay, map[string]any{"amount": 800.0}},
		{"no sign, no currency", "Pay the writer 350 for the piece.", pay, map[string]any{}},
	})
}
