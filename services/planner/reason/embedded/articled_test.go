package embedded

import "testing"

func TestFillArgsCapitalsAfterArticle(t *testing.T) {
	const order = `{"type":"object","properties":{"vendor":{"type":"string","description":"Vendor name"},"note":{"type":"string","description":"Order note"}},"required":["vendor"]}`
	const ticket = `{"type":"object","properties":{"code":{"type":"string","description":"Team code"}},"required":["code"]}`
	runFillCases(t, []fillCase{
		{"an abbreviation after a", "Raise a PO to Maple Ink Ltd for next week.", order, map[string]any{"vendor": "Maple Ink Ltd"}},
		// Must leave alone: capitals after another word.
		{"capitals after the", "Open a ticket for the QA team", ticket, map[string]any{"code": "QA"}},
	})
}
