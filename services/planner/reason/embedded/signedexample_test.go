package embedded

import "testing"

// TestFillArgsSignedByExample: a change the description calls signed, or
// gives a negative example of, is negative when the goal takes away; an
// example that is positive says nothing of a sign.
func TestFillArgsSignedByExample(t *testing.T) {
	const (
		signed  = `{"type":"object","properties":{"bin_ref":{"type":"string","pattern":"^BN-\\d{4}$"},"pack_delta":{"type":"integer","description":"Signed change in packs."}},"required":["bin_ref","pack_delta"]}`
		example = `{"type":"object","properties":{"bin_ref":{"type":"string","pattern":"^BN-\\d{4}$"},"pack_delta":{"type":"integer","description":"Change in packs, e.g. -3."}},"required":["bin_ref","pack_delta"]}`
		plain   = `{"type":"object","properties":{"bin_ref":{"type":"string","pattern":"^BN-\\d{4}$"},"pack_delta":{"type":"integer","description":"Change in packs, e.g. 3."}},"required":["bin_ref","pack_delta"]}`
	)
	runFillCases(t, []fillCase{
		{"called signed", "Write off 3 packs from BN-1234, leaking", signed, map[string]any{"bin_ref": "BN-1234", "pack_delta": int64(-3)}},
		{"a negative example", "BN-1234 报损 3 盒", example, map[string]any{"bin_ref": "BN-1234", "pack_delta": int64(-3)}},
		{"nothing taken away", "BN-1234 多出来 4 盒", example, map[string]any{"bin_ref": "BN-1234", "pack_delta": int64(4)}},
		{"a positive example", "Write off 3 packs from BN-1234", plain, map[string]any{"bin_ref": "BN-1234", "pack_delta": int64(3)}},
	})
}
