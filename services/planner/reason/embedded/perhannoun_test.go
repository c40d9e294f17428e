package embedded

import "testing"

// TestFillArgsPerHanNoun checks that a number after 每 and a noun the
// glossary gives a count's name for (每桶50公斤) is an amount for each,
// no count of the noun, while the count written with the noun (12桶)
// still is one.
func TestFillArgsPerHanNoun(t *testing.T) {
	const kegs = `{"type":"object","properties":{"lot":{"type":"string","pattern":"^L\\d{3}$"},"kegs":{"type":"integer","description":"Number of kegs or casks filled."}}}`
	runFillCases(t, []fillCase{
		{"an amount for each keg", "L204 装了12桶，每桶50公斤", kegs, map[string]any{"lot": "L204", "kegs": int64(12)}},
		{"litres for each", "L204 装了12桶，每桶50升", kegs, map[string]any{"lot": "L204", "kegs": int64(12)}},
		{"the count alone", "L204 装了12桶", kegs, map[string]any{"lot": "L204", "kegs": int64(12)}},
	})
}
