package embedded

import "testing"

// TestFillArgsAmountInItsCurrency: an amount whose name ends in its
// currency (amount_usd) takes a sum written with that currency's symbol,
// as amount does; a symbol of another currency is left alone.
func TestFillArgsAmountInItsCurrency(t *testing.T) {
	const (
		usd = `{"type":"object","properties":{"referral_id":{"type":"string","pattern":"^REF-\\d{5}$"},"amount_usd":{"type":"number"}}}`
		cny = `{"type":"object","properties":{"amount_cny":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"dollars for amount_usd", "Pay out referral REF-01044 as a $250 gift card", usd, map[string]any{"referral_id": "REF-01044", "amount_usd": 250.0}},
		{"yuan for amount_cny", "Refund ¥250 to this customer", cny, map[string]any{"amount_cny": 250.0}},
		// must leave alone: dollars are no amount in yuan
		{"dollars for amount_cny", "Refund $250 to this customer", cny, map[string]any{}},
	})
}
