package embedded

import "testing"

// TestFillArgsPlusSign: a number written with a plus sign is positive; one
// written with a minus sign stays negative, and the sign words of a
// signed change still set its sign.
func TestFillArgsPlusSign(t *testing.T) {
	const delta = `{"type":"object","properties":{"bin_ref":{"type":"string","pattern":"^QV-\\d{4}$"},"unit_delta":{"type":"integer","description":"Signed change, e.g. -2."}},"required":["bin_ref","unit_delta"]}`
	runFillCases(t, []fillCase{
		{"a plus sign", "QV-1234 +3", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(3)}},
		{"a plus sign after a colon", "Adjust QV-1234: +12", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(12)}},
		{"a minus sign", "QV-1234 -3", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(-3)}},
		{"a word that takes away", "reduce QV-1234 by 3", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(-3)}},
		{"a word that adds", "add 5 to QV-1234", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(5)}},
		{"减少", "QV-1234 减少3个", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(-3)}},
		{"补货", "QV-1234 补货 10 件", delta, map[string]any{"bin_ref": "QV-1234", "unit_delta": int64(10)}},
	})
}
