package embedded

import "testing"

// TestFillArgsCountBeforeMeasure: a count or an amount that states no
// unit takes a plain number before one written in a unit of measure —
// the measure is a strength, a reading or a window — and the measured
// number still when no plain one is left; a parameter that states its
// unit takes its own measure as before.
func TestFillArgsCountBeforeMeasure(t *testing.T) {
	const (
		script = `{"type":"object","properties":{"pet_ref":{"type":"string","pattern":"^PT-\\d{4}$"},"quantity":{"type":"integer","minimum":1}},"required":["pet_ref","quantity"]}`
		refund = `{"type":"object","properties":{"lease_ref":{"type":"string","pattern":"^LS-\\d{4}$"},"amount_cny":{"type":"number","minimum":1}},"required":["lease_ref","amount_cny"]}`
		weigh  = `{"type":"object","properties":{"pet_ref":{"type":"string","pattern":"^PT-\\d{4}$"},"weight_kg":{"type":"number"}},"required":["pet_ref","weight_kg"]}`
	)
	runFillCases(t, []fillCase{
		{"a strength before the count", "Give PT-1234 the 16 mg tablets, 30 of them", script, map[string]any{"pet_ref": "PT-1234", "quantity": int64(30)}},
		{"a window before the count", "Of what expires within 60 days, move 15 for PT-1234", script, map[string]any{"pet_ref": "PT-1234", "quantity": int64(15)}},
		{"a reading before the amount", "Close LS-1234 at 12,036 km, then refund the whole 3000", refund, map[string]any{"lease_ref": "LS-1234", "amount_cny": 3000.0}},
		{"only a measured number", "Order 2 kg for PT-1234", script, map[string]any{"pet_ref": "PT-1234", "quantity": int64(2)}},
		{"a parameter's own unit", "PT-1234 weighs 4.2 kg, 3 visits so far", weigh, map[string]any{"pet_ref": "PT-1234", "weight_kg": 4.2}},
	})
}
