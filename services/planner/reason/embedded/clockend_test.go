package embedded

import "testing"

// TestFillArgsWindowOverDays ends a window whose two times of day the
// goal writes on different days at the second, on the range's last day.
func TestFillArgsWindowOverDays(t *testing.T) {
	const rent = `{"type":"object","properties":{"pickup_time":{"type":"string","description":"Pick-up date and time.","format":"date-time"},"return_time":{"type":"string","description":"Return date and time.","format":"date-time"}}}`
	runFillCases(t, []fillCase{
		{"明天…到后天…", "明天上午9点到后天晚上8点还有车吗", rent, map[string]any{"pickup_time": "2025-03-11T09:00:00+08:00", "return_time": "2025-03-12T20:00:00+08:00"}},
		{"from a weekday to another", "any cars from Friday 10am to Sunday 6pm?", rent, map[string]any{"pickup_time": "2025-03-14T10:00:00+08:00", "return_time": "2025-03-16T18:00:00+08:00"}},
		{"a window within one day stays as read", "明天上午9点到11点还有车吗", rent, map[string]any{"pickup_time": "2025-03-11T09:00:00+08:00", "return_time": "2025-03-11T11:00:00+08:00"}},
		{"two times with no range word", "any cars Friday 10am, or else Sunday 6pm?", rent, map[string]any{"pickup_time": "2025-03-14T10:00:00+08:00"}},
	})
}
