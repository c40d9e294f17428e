package embedded

import "testing"

// TestFillArgsDurationNoCount: a number written in a unit of time fills
// no count or amount that states no unit; a parameter of days takes it,
// and a count or amount takes its own number beside it.
func TestFillArgsDurationNoCount(t *testing.T) {
	const (
		count  = `{"type":"object","properties":{"pet_ref":{"type":"string","pattern":"^PT-\\d{4}$"},"quantity":{"type":"integer","minimum":1}},"required":["pet_ref","quantity"]}`
		supply = `{"type":"object","properties":{"pet_ref":{"type":"string","pattern":"^PT-\\d{4}$"},"quantity":{"type":"integer","minimum":1},"days_supply":{"type":"integer","description":"Days the supply lasts."}},"required":["pet_ref","quantity"]}`
		money  = `{"type":"object","properties":{"lease_ref":{"type":"string","pattern":"^LS-\\d{4}$"},"amount_cny":{"type":"number","minimum":1}},"required":["lease_ref","amount_cny"]}`
	)
	runFillCases(t, []fillCase{
		{"days for a count", "Refill PT-1234, enough for 3 days", count, map[string]any{"pet_ref": "PT-1234"}},
		{"weeks for a count", "Refill PT-1234 for 2 weeks", count, map[string]any{"pet_ref": "PT-1234"}},
		{"days for an amount", "Refund LS-1234 for the 3 days it sat idle", money, map[string]any{"lease_ref": "LS-1234"}},
		{"a parameter of days", "Refill PT-1234, enough for 3 days", supply, map[string]any{"pet_ref": "PT-1234", "days_supply": int64(3)}},
		{"a count beside the days", "Refill PT-1234 with 30 tablets, enough for 10 days", supply, map[string]any{"pet_ref": "PT-1234", "quantity": int64(30), "days_supply": int64(10)}},
		{"a mass for a count", "Order 2 kg for PT-1234", count, map[string]any{"pet_ref": "PT-1234", "quantity": int64(2)}},
	})
}
