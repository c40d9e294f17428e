package embedded

import "testing"

// TestFillArgsRollingHours gives a date-time window the hours up to now a
// goal names, while a date window keeps the days they touch and a named
// day keeps its whole day.
func TestFillArgsRollingHours(t *testing.T) {
	const (
		window = `{"type":"object","properties":{"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
		days   = `{"type":"object","properties":{"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"the past day in hours", "过去24小时的丢包率", window, map[string]any{"start_time": "2025-03-09T14:02:00+08:00", "end_time": "2025-03-10T14:02:00+08:00"}},
		{"english hours", "packet loss over the past 6 hours", window, map[string]any{"start_time": "2025-03-10T08:02:00+08:00", "end_time": "2025-03-10T14:02:00+08:00"}},
		// leave alone
		{"dates keep the days", "过去24小时的丢包率", days, map[string]any{"start_date": "2025-03-09", "end_date": "2025-03-10"}},
		{"a named day keeps its day", "昨天的丢包率", window, map[string]any{"start_time": "2025-03-09T00:00:00+08:00", "end_time": "2025-03-09T23:59:59+08:00"}},
	})
}
