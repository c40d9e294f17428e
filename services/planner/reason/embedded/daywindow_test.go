package embedded

import "testing"

// TestFillArgsDayWindow: two bare hours after a day are a window of that
// day, its start and end.
func TestFillArgsDayWindow(t *testing.T) {
	const slot = `{"type":"object","properties":{"start_time":{"type":"string","format":"date-time","description":"Start of the slot."},"end_time":{"type":"string","format":"date-time","description":"End of the slot."}}}`
	runFillCases(t, []fillCase{
		{"a window after a weekday", "Which rooms are free next Monday 10 to 12?", slot,
			map[string]any{"start_time": "2025-03-17T10:00:00+08:00", "end_time": "2025-03-17T12:00:00+08:00"}},
		{"a count after a weekday", "Which rooms seat 10 to 12 people next Monday?", slot,
			map[string]any{"start_time": "2025-03-17T00:00:00+08:00", "end_time": "2025-03-17T23:59:59+08:00"}},
	})
}
