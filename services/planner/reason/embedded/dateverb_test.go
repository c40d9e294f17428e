package embedded

import "testing"

// TestFillArgsDateVerbIsNoState: of two states a goal writes, the one
// written just before a date says when things happened, not which state
// is asked for.
func TestFillArgsDateVerbIsNoState(t *testing.T) {
	const tickets = `{"type":"object","properties":{"status":{"type":"string","enum":["opened","escalated","resolved"]},"since":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"the verb of a date", "List the tickets opened since March 3 that were escalated", tickets, map[string]any{"status": "escalated", "since": "2025-03-03"}},
		{"the verb of a since-date read whole", "List the tickets opened since Monday that were escalated", tickets, map[string]any{"status": "escalated", "since": "2025-03-10"}},
		{"one state before a date is kept", "List the tickets resolved since March 3", tickets, map[string]any{"status": "resolved", "since": "2025-03-03"}},
	})
	const rows = `{"type":"object","properties":{"bucket":{"type":"string","enum":["day","week"],"description":"Rows per day or week."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"a value inside the date is no second state", "tickets escalated each day last week", rows, map[string]any{"bucket": "day", "start_date": "2025-03-03", "end_date": "2025-03-09"}},
	})
}
