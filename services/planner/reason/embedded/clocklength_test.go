package embedded

import "testing"

// TestFillArgsLengthInHoursIsNoClockHour gives an hours parameter that
// its description makes a length of time the length the goal writes, not
// the hour of the time of day it also writes.
func TestFillArgsLengthInHoursIsNoClockHour(t *testing.T) {
	const (
		session = `{"type":"object","properties":{"guest_name":{"type":"string"},"hours":{"type":"integer","description":"Length in hours.","minimum":1},"start_time":{"type":"string","description":"Start time HH:MM."}},"required":["guest_name"]}`
		minutes = `{"type":"object","properties":{"minutes":{"type":"integer","description":"Number of minutes the call lasts."}}}`
		dial    = `{"type":"object","properties":{"hours":{"type":"integer","description":"Hour shown on the dial."},"minutes":{"type":"integer","description":"Minute shown on the dial."}}}`
	)
	runFillCases(t, []fillCase{
		{"a length after a start", "给王小明订一节后天上午9点的辅导课，2小时", session, map[string]any{"guest_name": "王小明", "hours": int64(2), "start_time": "09:00"}},
		{"a length after a start, English", "book a tutoring session for Ms Lee at 9am, 2 hours", session, map[string]any{"guest_name": "Ms Lee", "hours": int64(2), "start_time": "09:00"}},
		{"minutes of a length", "set up a call at 6:30 PM for 20 minutes", minutes, map[string]any{"minutes": int64(20)}},
		// Leave alone: an hour and a minute of the time of day.
		{"a dial's hour", "draw the dial at 6:30 PM", dial, map[string]any{"hours": int64(6), "minutes": int64(30)}},
	})
}
