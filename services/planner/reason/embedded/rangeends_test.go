package embedded

import "testing"

// TestFillArgsRangeEnds gives a low and high pair of parameters the two
// ends of a range the goal writes, in English and Chinese.
func TestFillArgsRangeEnds(t *testing.T) {
	const (
		quote = `{"type":"object","properties":{"item_id":{"type":"string"},"low_cny":{"type":"number","minimum":0},"high_cny":{"type":"number","minimum":0},"valid_days":{"type":"integer"}}}`
		band  = `{"type":"object","properties":{"price_min":{"type":"number"},"price_max":{"type":"number"}}}`
		lone  = `{"type":"object","properties":{"amount":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"to between amounts", "Quote roughly 1800 to 2600 yuan for it", quote, map[string]any{"low_cny": 1800.0, "high_cny": 2600.0}},
		{"到 between amounts", "出个报价，3500 到 5000", quote, map[string]any{"low_cny": 3500.0, "high_cny": 5000.0}},
		{"a dash", "homes priced 300-450", band, map[string]any{"price_min": 300.0, "price_max": 450.0}},
		{"between and", "homes priced between 300 and 450", band, map[string]any{"price_min": 300.0, "price_max": 450.0}},
		// One number, or no pair of parameters, is no range.
		{"and without between", "homes priced 300 and 450", band, map[string]any{}},
		{"a falling pair", "prices went from 450 to 300", band, map[string]any{}},
		{"no pair", "pay 1800 to 2600", lone, map[string]any{}},
	})
}
