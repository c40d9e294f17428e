package embedded

import "testing"

// TestFillArgsNamedTimeKeepsItsParameter keeps the goal's one time in the
// date-time parameter whose label its clause writes.
func TestFillArgsNamedTimeKeepsItsParameter(t *testing.T) {
	const repair = `{"type":"object","properties":{"job":{"type":"string","pattern":"^JB-[0-9]{4}$"},"eta":{"type":"string","format":"date-time","description":"New ETA (预计到达时间)."},"arrived_at":{"type":"string","format":"date-time","description":"When the crew got there."}}}`
	runFillCases(t, []fillCase{
		{"a Chinese gloss", "JB-1024 的预计到达时间改到今晚8点", repair, map[string]any{"job": "JB-1024", "eta": "2025-03-10T20:00:00+08:00"}},
		{"a term in capitals", "JB-1024, set the ETA to 8pm today", repair, map[string]any{"job": "JB-1024", "eta": "2025-03-10T20:00:00+08:00"}},
		// leave alone: no label written, both keep the time
		{"no label", "JB-1024 今晚8点", repair, map[string]any{"job": "JB-1024", "eta": "2025-03-10T20:00:00+08:00", "arrived_at": "2025-03-10T20:00:00+08:00"}},
	})
}
