package embedded

import "testing"

// TestFillArgsFlagAfterLetterPrefix: a flag's word after a one-letter
// prefix (e-signature) names it; after a longer prefix that may turn it
// round (non-refundable) it does not set it true.
func TestFillArgsFlagAfterLetterPrefix(t *testing.T) {
	const (
		lease   = `{"type":"object","properties":{"unit":{"type":"string"},"send_for_signature":{"type":"boolean","description":"Send it out to be signed."}}}`
		invoice = `{"type":"object","properties":{"invoice_no":{"type":"string","pattern":"^[0-9]{4}$"},"mail":{"type":"boolean","description":"Also post a paper copy."}}}`
		fare    = `{"type":"object","properties":{"route":{"type":"string"},"refundable":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"a one-letter prefix", "Draft the lease for the new tenant and send it for e-signature", lease, map[string]any{"send_for_signature": true}},
		{"a word of its own", "Send invoice 2231 to the client by e-mail", invoice, map[string]any{"invoice_no": "2231"}},
		{"a prefix that turns it round", "Find me a non-refundable fare", fare, map[string]any{}},
	})
}
