package embedded

import "testing"

// TestFillArgsStartedByTakesTheEnd reads start_to as the latest start a
// search takes, the range's end, while start_from stays its start.
func TestFillArgsStartedByTakesTheEnd(t *testing.T) {
	const (
		jobs = `{"type":"object","properties":{"start_from":{"type":"string","format":"date","description":"Started on or after."},"start_to":{"type":"string","format":"date","description":"Started on or before."}}}`
		one  = `{"type":"object","properties":{"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"starts within a month", "jobs that started last month", jobs, map[string]any{"start_from": "2025-02-01", "start_to": "2025-02-28"}},
		// leave alone
		{"a plain start and end", "jobs last month", one, map[string]any{"start_date": "2025-02-01", "end_date": "2025-02-28"}},
	})
}
