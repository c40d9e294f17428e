package embedded

import "testing"

// TestFillArgsEndpointVerbNames reads a date-time parameter named by an
// endpoint verb's -s form (starts_at, ends_at, begins_on) as the range's
// start or end, as start_at and end_at are.
func TestFillArgsEndpointVerbNames(t *testing.T) {
	const (
		closure = `{"type":"object","properties":{"starts_at":{"type":"string","format":"date-time","description":"When the closure starts."},"ends_at":{"type":"string","format":"date-time","description":"When the closure ends."}},"required":["starts_at","ends_at"]}`
		outage  = `{"type":"object","properties":{"ends_at":{"type":"string","format":"date-time","description":"When the outage is over."}},"required":["ends_at"]}`
		term    = `{"type":"object","properties":{"begins_on":{"type":"string","format":"date"},"ends_on":{"type":"string","format":"date"}}}`
		status  = `{"type":"object","properties":{"status":{"type":"string","description":"New status."},"ends":{"type":"string","description":"How the story ends."}}}`
	)
	runFillCases(t, []fillCase{
		{"starts_at and ends_at", "close the pool from 2pm to 6pm tomorrow", closure, map[string]any{"starts_at": "2025-03-11T14:00:00+08:00", "ends_at": "2025-03-11T18:00:00+08:00"}},
		{"a lone ends_at", "the outage ends tomorrow at 8pm", outage, map[string]any{"ends_at": "2025-03-11T20:00:00+08:00"}},
		{"begins_on and ends_on", "the lease runs from April 1 to April 30", term, map[string]any{"begins_on": "2025-04-01", "ends_on": "2025-04-30"}},
		// leave alone: "status" and a bare "ends" that takes no date
		{"no date parameter", "the outage ends tomorrow at 8pm", status, map[string]any{}},
	})
}
