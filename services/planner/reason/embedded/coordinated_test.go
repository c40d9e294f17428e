package embedded

import "testing"

// TestFillArgsCoordinatedValues leaves a parameter that takes one value
// unstated when the goal joins two of its values with a conjunction, in
// Chinese or English: the goal asks about both. One value named alone
// fills it.
func TestFillArgsCoordinatedValues(t *testing.T) {
	const sales = `{"type":"object","properties":{"service":{"type":"string","enum":["lunch","dinner"],"description":"Service: lunch (午市, 11:00–14:00), dinner (晚市, 17:00–22:00)."},"outlet":{"type":"string","pattern":"^OT[0-9]{2}$"}}}`
	runFillCases(t, []fillCase{
		{"Chinese pair", "OT03 昨天午市和晚市各卖了多少", sales, map[string]any{"outlet": "OT03"}},
		{"English pair", "What did OT03 sell at lunch and dinner yesterday?", sales, map[string]any{"outlet": "OT03"}},
		{"Chinese one", "OT03 昨天晚市卖了多少", sales, map[string]any{"outlet": "OT03", "service": "dinner"}},
		{"English one", "What did OT03 sell at dinner yesterday?", sales, map[string]any{"outlet": "OT03", "service": "dinner"}},
	})
}
