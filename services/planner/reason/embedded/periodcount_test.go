package embedded

import "testing"

// TestFillArgsPeriodIsNoCount: "the last 3 days" says which days, not how
// many results: the number is no limit of rows, while "the last 3
// tickets" is, and a parameter that counts days still takes it.
func TestFillArgsPeriodIsNoCount(t *testing.T) {
	const (
		rows = `{"type":"object","properties":{"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"limit":{"type":"integer","description":"Max rows.","minimum":1}}}`
		back = `{"type":"object","properties":{"days":{"type":"integer","description":"How many days to look back."},"limit":{"type":"integer","description":"Max rows."}}}`
	)
	runFillCases(t, []fillCase{
		{"days of a range", "List refunded tickets over the last 3 days", rows, map[string]any{"from": "2025-03-08", "to": "2025-03-10"}},
		{"weeks of a range", "List refunded tickets from the last 2 weeks", rows, map[string]any{"from": "2025-02-25", "to": "2025-03-10"}},
		{"a count of rows", "List the last 3 refunded tickets", rows, map[string]any{"limit": int64(3)}},
		{"a parameter of days", "List refunded tickets of the last 5 days", back, map[string]any{"days": int64(5)}},
	})
}
