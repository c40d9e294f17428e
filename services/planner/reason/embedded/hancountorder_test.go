package embedded

import "testing"

// TestFillArgsHanCountInOrder: a required count left open takes the one
// count the goal writes in Han numerals with its measure word (两份, 一件)
// as it takes one written in digits.
func TestFillArgsHanCountInOrder(t *testing.T) {
	const add = `{"type":"object","properties":{"kit":{"type":"string","pattern":"^KT[0-9]{4}$"},"delta":{"type":"integer","description":"Kits to add, or remove when negative."}},"required":["kit","delta"]}`
	runFillCases(t, []fillCase{
		{"两 with its measure word", "KT5520 再加两份", add, map[string]any{"kit": "KT5520", "delta": int64(2)}},
		{"一 with its measure word", "KT5520 补一份", add, map[string]any{"kit": "KT5520", "delta": int64(1)}},
		{"digits as before", "KT5520 再加3份", add, map[string]any{"kit": "KT5520", "delta": int64(3)}},
	})
}
