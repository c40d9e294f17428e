package embedded

import "testing"

// TestFillArgsClassifierCountsNoun: a Chinese classifier with a noun
// after it counts that noun, so it names no unit of the goal's item;
// alone after the item it writes the item's pieces.
func TestFillArgsClassifierCountsNoun(t *testing.T) {
	const scrap = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"uom":{"type":"string","enum":["kg","pcs","box"]}}}`
	runFillCases(t, []fillCase{
		{"pieces of the item", "SK1020 报废 6 个", scrap, map[string]any{"sku": "SK1020", "uom": "pcs"}},
		{"a count of bins", "查3个库位里SK1020的库存", scrap, map[string]any{"sku": "SK1020"}},
		{"a box", "SK1020 报废 6 盒", scrap, map[string]any{"sku": "SK1020", "uom": "box"}},
	})
}
