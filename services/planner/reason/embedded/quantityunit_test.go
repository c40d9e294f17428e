package embedded

import "testing"

// TestFillArgsQuantityUnit: an enum of units takes the unit the goal
// writes its quantity in — plural, spelled out or in Chinese — once the
// goal's quantities name one of its values; so does each line of an
// order, with its own count's unit.
func TestFillArgsQuantityUnit(t *testing.T) {
	const (
		scrap = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"uom":{"type":"string","description":"Unit of measure.","enum":["kg","l","pcs","box","bottle"]}}}`
		kinds = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"kind":{"type":"string","enum":["box","shelf","rack"]}}}`
		order = `{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"qty":{"type":"number"},"uom":{"type":"string","enum":["kg","l","pcs","box"]}}}}}}`
	)
	runFillCases(t, []fillCase{
		{"a plural unit", "Scrap 4 bottles of SK1020, they leaked", scrap, map[string]any{"sku": "SK1020", "uom": "bottle"}},
		{"a unit spelled out", "Scrap 2.5 kilograms of SK1020", scrap, map[string]any{"sku": "SK1020", "uom": "kg"}},
		{"a Chinese measure word", "SK1020 摔坏了 6 盒，报废", scrap, map[string]any{"sku": "SK1020", "uom": "box"}},
		{"a Chinese unit", "SK1020 变质了 3 公斤，报废", scrap, map[string]any{"sku": "SK1020", "uom": "kg"}},
		{"two units name none", "Scrap 4 bottles and 2 boxes of SK1020", scrap, map[string]any{"sku": "SK1020"}},
		{"one unit is no enum of units", "Move 3 boxes of SK1020", kinds, map[string]any{"sku": "SK1020"}},
		{"each line its unit", "Order 12 kg of SK1020 and 5 boxes of SK3344", order, map[string]any{"items": []any{map[string]any{"sku": "SK1020", "qty": 12.0, "uom": "kg"}, map[string]any{"sku": "SK3344", "qty": 5.0, "uom": "box"}}}},
		{"a line in Chinese", "订 8 公斤 SK1020", order, map[string]any{"items": []any{map[string]any{"sku": "SK1020", "qty": 8.0, "uom": "kg"}}}},
	})
}
