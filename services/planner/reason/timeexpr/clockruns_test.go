package timeexpr

import "testing"

// TestResolveRunWithClocks: a run from one day and time to another is
// the days from the first to the second, the times of day aside; a thing
// moved from one day and time to another goes to the second.
func TestResolveRunWithClocks(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"weekdays with times", "rent a car from Friday 10am to Sunday 6pm", "2025-06-20..2025-06-22"},
		{"days with times in Chinese", "明天上午9点到后天晚上8点租一辆车", "2025-06-19..2025-06-20"},
		{"dates with times in Chinese", "6月20日上午10点到6月22日下午5点", "2025-06-20..2025-06-22"},
		{"dates with clock times", "June 20 10:00 to June 22 17:00", "2025-06-20..2025-06-22"},
		{"written dates with clock times", "2025-06-20 10:00 至 2025-06-22 17:00", "2025-06-20..2025-06-22"},
		{"a move keeps its destination", "move the lesson from Thursday 8am to next Monday at 8am", "2025-06-23..2025-06-23"},
	})
}

// TestResolveRunToWeekday: a weekday named alone ending a run is the first
// such day after the run's start.
func TestResolveRunToWeekday(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"tomorrow to a weekday", "from tomorrow 9am to Sunday evening", "2025-06-19..2025-06-22"},
		{"tomorrow to a weekday without times", "from tomorrow to Sunday", "2025-06-19..2025-06-22"},
		{"a run already in order", "from Monday to Wednesday", "2025-06-16..2025-06-18"},
	})
}
