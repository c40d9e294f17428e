package embedded

import "testing"

// TestFillArgsCountOfTimeUnitsIsNoEndpoint: a number named for a count of
// days or hours (days_before, hours_after) says how long before or after,
// not the end or start of the goal's period.
func TestFillArgsCountOfTimeUnitsIsNoEndpoint(t *testing.T) {
	const bare = `{"type":"object","properties":{"days_before":{"type":"integer"}}}`
	const after = `{"type":"object","properties":{"hours_after":{"type":"number"}}}`
	const ends = `{"type":"object","properties":{"created_before":{"type":"string","format":"date"},"before":{"type":"integer","description":"Unix time the items end before."}}}`
	runFillCases(t, []fillCase{
		{"days ahead in Chinese", "提醒全部走微信，提前7天发", bare, map[string]any{"days_before": int64(7)}},
		{"days ahead in English", "send it 7 days before", bare, map[string]any{"days_before": int64(7)}},
		{"hours after", "follow up 4 hours after the visit", after, map[string]any{"hours_after": 4.0}},
		// Must leave alone: endpoints named without a count of units.
		{"a date before", "items created before 2025-03-01", ends, map[string]any{"created_before": "2025-03-01"}},
	})
}
