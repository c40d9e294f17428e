package embedded

import "testing"

// TestFillArgsCodeOpeningSentence fills a parameter with a code written
// in capitals at the start of a sentence, English or Chinese: a verb in
// the imperative is capitalised, never written in capitals, so the word
// is the code. A capitalised verb opening the sentence stays no value.
func TestFillArgsCodeOpeningSentence(t *testing.T) {
	const hold = `{"type":"object","properties":{"voucher":{"type":"string","pattern":"^[A-Z]{5}$","description":"Voucher code, five letters, e.g. KQWPZ."},"room":{"type":"string","pattern":"^R[0-9]{3}$"}},"required":["voucher"]}`
	runFillCases(t, []fillCase{
		{"Chinese", "BXTQL 想换到 R204", hold, map[string]any{"voucher": "BXTQL", "room": "R204"}},
		{"English", "BXTQL wants to move to R204", hold, map[string]any{"voucher": "BXTQL", "room": "R204"}},
		{"a term before the code", "VCH BXTQL 想换到 R204", hold, map[string]any{"voucher": "BXTQL", "room": "R204"}},
		{"an English term before the code", "VCH BXTQL moves to R204", hold, map[string]any{"voucher": "BXTQL", "room": "R204"}},
		{"a capitalised verb", "Place the guest in R204", hold, map[string]any{"room": "R204"}},
	})
}

// TestFillArgsOpeningCapitalsYieldToCodes leaves a word in capitals that
// opens the sentence to the last place when codes of its shape follow:
// it may be the sentence's own word said loudly (VIP 客户), and the codes
// written later are surely values.
func TestFillArgsOpeningCapitalsYieldToCodes(t *testing.T) {
	const leg = `{"type":"object","properties":{"origin":{"type":"string","pattern":"^[A-Z]{3}$","description":"Origin airport code."},"destination":{"type":"string","pattern":"^[A-Z]{3}$","description":"Destination airport code."}},"required":["origin","destination"]}`
	runFillCases(t, []fillCase{
		{"Chinese", "VIP 客户 PEK 到 SHA", leg, map[string]any{"origin": "PEK", "destination": "SHA"}},
		{"Chinese with a preposition", "VIP 从 PEK 飞 SHA", leg, map[string]any{"origin": "PEK", "destination": "SHA"}},
	})
}
