package embedded

import "testing"

// TestFillArgsNamedLines fills a list of objects, each a free name and a
// count, with the names written right before a count and its unit.
func TestFillArgsNamedLines(t *testing.T) {
	const buy = `{"type":"object","properties":{
		"vendor":{"type":"string","description":"Vendor ID or name."},
		"lines":{"type":"array","description":"Lines.","items":{"type":"object","properties":{
			"item":{"type":"string","description":"Item code or name."},
			"quantity":{"type":"number"},
			"unit":{"type":"string","description":"Unit, e.g. kg, box."}},"required":["item","quantity"]}}},"required":["vendor","lines"]}`
	line := func(item string, n float64, unit string) map[string]any {
		return map[string]any{"item": item, "quantity": n, "unit": unit}
	}
	runFillCases(t, []fillCase{
		{"names before counts in 公斤", "给VEN-12下单：Arabica 30公斤，Robusta 15公斤", buy,
			map[string]any{"vendor": "VEN-12", "lines": []any{line("Arabica", 30, "kg"), line("Robusta", 15, "kg")}}},
		{"a code before an English unit", "Order from VEN-12: FLT220 6 boxes", buy,
			map[string]any{"vendor": "VEN-12", "lines": []any{line("FLT220", 6, "boxes")}}},
	})
	const plain = `{"type":"object","properties":{
		"lines":{"type":"array","items":{"type":"object","properties":{
			"item":{"type":"string"},"quantity":{"type":"integer"}},"required":["item","quantity"]}}}}`
	runFillCases(t, []fillCase{
		{"no unit to fill", "给VEN-12下单：Arabica 30公斤", plain,
			map[string]any{"lines": []any{map[string]any{"item": "Arabica", "quantity": int64(30)}}}},
		{"a weight with no name before it", "给VEN-12下单，30公斤", plain, map[string]any{}},
	})
}
