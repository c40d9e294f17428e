package embedded

import "testing"

// TestFillArgsFlagListNarrowed: 低于再订货点 narrows stock to what is
// below its reorder point and 超标 readings to those out of range; a
// reorder point named without "below", or a reading asked for with no
// limit passed, sets none.
func TestFillArgsFlagListNarrowed(t *testing.T) {
	const (
		stock    = `{"type":"object","properties":{"below_reorder_only":{"type":"boolean","description":"Only items below their reorder point."}}}`
		readings = `{"type":"object","properties":{"out_of_range_only":{"type":"boolean","description":"Only readings outside the target band."}}}`
	)
	runFillCases(t, []fillCase{
		{"stock below its reorder point", "酒花库存里哪些已经低于再订货点了？", stock, map[string]any{"below_reorder_only": true}},
		{"stock below its reorder line", "礼品店哪些货低于补货线了", stock, map[string]any{"below_reorder_only": true}},
		{"readings past their limits", "过去 30 天氨氮有没有超标的时候？", readings, map[string]any{"out_of_range_only": true}},
		// must leave alone: no "below", no limit passed
		{"a reorder point set", "酒花的再订货点是多少？", stock, map[string]any{}},
		{"readings asked for", "过去 30 天氨氮的读数", readings, map[string]any{}},
	})
}

// TestFillArgsFlagBelowNumber: 低于 a number compares a value with it
// (再订货点低于10的), no item below its own reorder point; 低于 the point
// itself still narrows the list.
func TestFillArgsFlagBelowNumber(t *testing.T) {
	const stock = `{"type":"object","properties":{"below_reorder_only":{"type":"boolean","description":"Only items below their reorder point."}}}`
	runFillCases(t, []fillCase{
		{"a reorder point under a number", "再订货点低于10的有哪些", stock, map[string]any{}},
		{"a reorder point under a Chinese number", "再订货点低于二十箱的酒花", stock, map[string]any{}},
		// must leave alone: stock below its own reorder point
		{"stock below its reorder point", "哪些酒花低于再订货点了", stock, map[string]any{"below_reorder_only": true}},
	})
}
