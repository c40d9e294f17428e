package embedded

import "testing"

// TestFillArgsYearNoCount: a year the goal names a thing or a time by
// fills no count; a count written after it still does, and a number of
// things the size of a year, or written bare, is a count as before.
func TestFillArgsYearNoCount(t *testing.T) {
	const count = `{"type":"object","properties":{"bin_ref":{"type":"string","pattern":"^QV-\\d{4}$"},"quantity":{"type":"integer","description":"How many."}},"required":["quantity"]}`
	runFillCases(t, []fillCase{
		{"a year alone", "Order QV-1234 for the 2024 audit", count, map[string]any{"bin_ref": "QV-1234"}},
		{"a year before the count", "For the 2024 audit, order 40 of QV-1234", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(40)}},
		{"in a year", "Order 40 of QV-1234 as in 2023", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(40)}},
		{"things the size of a year", "Order the 2000 units of QV-1234", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(2000)}},
		{"a bare number", "Order 2000 of QV-1234", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(2000)}},
	})
}
