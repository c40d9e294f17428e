package embedded

import "testing"

// TestFillArgsEndVerbCue gives a tool that takes only a window's end the
// time of day a clause says the thing ends or finishes at.
func TestFillArgsEndVerbCue(t *testing.T) {
	const outage = `{"type":"object","properties":{"end_at":{"type":"string","format":"date-time","description":"When the outage is over."}},"required":["end_at"]}`
	runFillCases(t, []fillCase{
		{"ends at", "the outage ends tomorrow at 8pm", outage, map[string]any{"end_at": "2025-03-11T20:00:00+08:00"}},
		{"finishes at", "the repair finishes tomorrow at 7am", outage, map[string]any{"end_at": "2025-03-11T07:00:00+08:00"}},
		// leave alone: a time the thing started at is no end
		{"started at", "the outage started yesterday at 8pm", outage, map[string]any{}},
	})
}
