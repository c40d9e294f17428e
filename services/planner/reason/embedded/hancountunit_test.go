package embedded

import "testing"

// TestFillArgsHanCountMeasureWord: a required count takes a Han numeral
// written with a measure word (两份), but not one written with a unit
// of time (三天后), which says when and counts nothing ordered.
func TestFillArgsHanCountMeasureWord(t *testing.T) {
	const order = `{"type":"object","properties":{"dish":{"type":"string","pattern":"^D[0-9]{3}$"},"quantity":{"type":"integer"}},"required":["dish","quantity"]}`
	runFillCases(t, []fillCase{
		{"two portions", "D101 来两份", order, map[string]any{"dish": "D101", "quantity": int64(2)}},
		{"three days later", "D101 三天后再送", order, map[string]any{"dish": "D101"}},
	})
}
