package embedded

import "testing"

// TestFillArgsCountedItemWithModelNumber: a word of letters and digits
// (P200, A4) is a word of the item a count names, not its end.
func TestFillArgsCountedItemWithModelNumber(t *testing.T) {
	const order = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^S-[0-9]{3}$"},"product":{"type":"string","description":"What to buy."},"qty":{"type":"integer","description":"How many."}},"required":["shop","product","qty"]}`
	runFillCases(t, []fillCase{
		{"a model number opens the item", "Get 10 boxes of P200 filter tips from S-104", order, map[string]any{"shop": "S-104", "product": "P200 filter tips", "qty": int64(10)}},
		{"a paper size opens the item", "Get 5 reams of A4 paper from S-104", order, map[string]any{"shop": "S-104", "product": "A4 paper", "qty": int64(5)}},
		{"leave alone: a plain item", "Get 12 Acme staplers from S-104", order, map[string]any{"shop": "S-104", "product": "Acme staplers", "qty": int64(12)}},
	})
}
