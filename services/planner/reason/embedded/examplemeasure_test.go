package embedded

import "testing"

// TestFillArgsExampleMeasures: a string parameter whose examples are
// measures ("e.g. 1.5 mg/ml, 250 mg") takes the one measure of their kind
// the goal writes, in an example's own unit before another of its
// dimension; examples that are words, or two measures of the kind, leave
// it alone.
func TestFillArgsExampleMeasures(t *testing.T) {
	const (
		dose  = `{"type":"object","properties":{"pet_ref":{"type":"string","pattern":"^PT-\\d{4}$"},"potency":{"type":"string","description":"e.g. 1.5 mg/ml, 250 mg."},"quantity":{"type":"integer","minimum":1}},"required":["pet_ref","quantity"]}`
		forms = `{"type":"object","properties":{"pet_ref":{"type":"string","pattern":"^PT-\\d{4}$"},"potency":{"type":"string","description":"e.g. tablet, capsule."}}}`
	)
	runFillCases(t, []fillCase{
		{"a measure in an example's unit", "Give PT-1234 the 16 mg tablets, 30 of them", dose, map[string]any{"pet_ref": "PT-1234", "potency": "16 mg", "quantity": int64(30)}},
		{"a measure per a unit", "给 PT-1234 开 1.5 mg/ml 的，一瓶", dose, map[string]any{"pet_ref": "PT-1234", "potency": "1.5 mg/ml", "quantity": int64(1)}},
		{"the example's unit over a weight", "PT-1234 weighs 4.2 kg; give the 100 mg capsules, 60 of them", dose, map[string]any{"pet_ref": "PT-1234", "potency": "100 mg", "quantity": int64(60)}},
		{"examples that are words", "Give PT-1234 the 16 mg tablets", forms, map[string]any{"pet_ref": "PT-1234"}},
		{"two measures of the kind", "PT-1234: 16 mg or 32 mg, 30 of them", dose, map[string]any{"pet_ref": "PT-1234", "quantity": int64(30)}},
	})
}
