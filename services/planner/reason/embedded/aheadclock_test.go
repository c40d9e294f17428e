package embedded

import "testing"

// TestFillArgsEstimateTakesTheClockAhead fills an estimate from the later
// clock told as still to come when the first clock tells when a thing
// happened, and leaves an estimate written first alone.
func TestFillArgsEstimateTakesTheClockAhead(t *testing.T) {
	const outage = `{"type":"object","properties":{"expected_restore_at":{"type":"string","format":"date-time"}}}`
	runFillCases(t, []fillCase{
		{"lost then back", "The pumps stopped at 09:15 today, expected back by 16:00", outage, map[string]any{"expected_restore_at": "2025-03-10T16:00:00+08:00"}},
		// leave alone
		{"the estimate first", "Pumps expected back by 16:00 today, the crew arrives at 17:00", outage, map[string]any{"expected_restore_at": "2025-03-10T16:00:00+08:00"}},
		{"one clock", "Pumps expected back by 16:00 today", outage, map[string]any{"expected_restore_at": "2025-03-10T16:00:00+08:00"}},
	})
}
