package embedded

import "testing"

// TestFillArgsEnumByHanToken: a Chinese word inside a mixed gloss names
// its value.
func TestFillArgsEnumByHanToken(t *testing.T) {
	const docs = `{"type":"object","properties":{"doc":{"type":"string","enum":["lease_copy","deposit_receipt","move_out_notice"],` +
		`"description":"lease_copy (the signed lease, 合同/电子合同 PDF), deposit_receipt (one-page proof of the deposit 押金收据 for the tenant's records), move_out_notice (notice to vacate 退租通知)."}}}`
	runFillCases(t, []fillCase{
		{"a word of a mixed gloss", "把电子合同发给租客", docs, map[string]any{"doc": "lease_copy"}},
		{"a longer word", "租客要一份押金收据", docs, map[string]any{"doc": "deposit_receipt"}},
	})
}
