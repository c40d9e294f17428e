package embedded

import "testing"

// TestFillArgsBounds gives a minimum or maximum parameter the number the
// goal bounds from its side, in English and Chinese.
func TestFillArgsBounds(t *testing.T) {
	const (
		deals = `{"type":"object","properties":{"region":{"type":"string","enum":["north","south"]},"min_value":{"type":"number","description":"Smallest deal value."},"max_value":{"type":"number","description":"Largest deal value."}}}`
		rooms = `{"type":"object","properties":{"seats":{"type":"integer","description":"Only rooms with at least this many seats."}}}`
		limit = `{"type":"object","properties":{"limit":{"type":"integer","description":"Maximum number of results to return."}}}`
		loyal = `{"type":"object","properties":{"min_order_count":{"type":"integer","description":"Only customers with at least this many orders."}}}`
	)
	runFillCases(t, []fillCase{
		{"over for the minimum", "north deals over 20,000", deals, map[string]any{"region": "north", "min_value": 20000.0}},
		{"超过 for the minimum", "南区超过5万的单子", deals, map[string]any{"region": "south", "min_value": 50000.0}},
		{"under for the maximum", "south deals under 800", deals, map[string]any{"region": "south", "max_value": 800.0}},
		{"以下 after the number", "3万以下的单子", deals, map[string]any{"max_value": 30000.0}},
		{"a description's at least", "rooms with more than 12 seats", rooms, map[string]any{"seats": int64(12)}},
		{"no bound", "north deals of 20,000", deals, map[string]any{"region": "north"}},
		// A cap on the results returned bounds no value of theirs.
		{"a limit is no maximum", "List invoices under 500 dollars", limit, map[string]any{}},
		{"a count may be a minimum", "customers who ordered over 5 times", loyal, map[string]any{"min_order_count": int64(5)}},
	})
}
