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

// TestFillArgsStayOverDays ends a stay that arrives one day and leaves a
// later one at the time it leaves, the clauses apart.
func TestFillArgsStayOverDays(t *testing.T) {
	const (
		rent = `{"type":"object","properties":{"pickup_time":{"type":"string","description":"Pick-up date and time.","format":"date-time"},"return_time":{"type":"string","description":"Return date and time.","format":"date-time"}}}`
		stay = `{"type":"object","properties":{"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
	)
	runFillCases(t, []fillCase{
		{"取 one day, 还 a later one", "明天上午9点取，后天晚上8点还", rent, map[string]any{"pickup_time": "2025-03-11T09:00:00+08:00", "return_time": "2025-03-12T20:00:00+08:00"}},
		{"arrives and leaves", "the team arrives March 14 10am, departs March 16 6pm", stay, map[string]any{"start_time": "2025-03-14T10:00:00+08:00", "end_time": "2025-03-16T18:00:00+08:00"}},
		{"靠 and 离", "3月14日晚上8点靠，16号下午4点离", stay, map[string]any{"start_time": "2025-03-14T20:00:00+08:00", "end_time": "2025-03-16T16:00:00+08:00"}},
		// leave alone: one day, the second time is no end
		{"one day", "明天上午9点到达，下午3点开会", stay, map[string]any{"start_time": "2025-03-11T09:00:00+08:00"}},
	})
}

// TestFillArgsLoneWindowEnd gives a tool that takes only a window's end
// the one time of day the goal states.
func TestFillArgsLoneWindowEnd(t *testing.T) {
	const (
		extend = `{"type":"object","properties":{"agreement_no":{"type":"string","pattern":"^RA-[0-9]{8}$"},"new_return_time":{"type":"string","description":"New return date and time.","format":"date-time"}}}`
		until  = `{"type":"object","properties":{"item":{"type":"string","pattern":"^MI-[0-9]{5}$"},"until":{"type":"string","description":"When it comes back.","format":"date-time"}}}`
		due    = `{"type":"object","properties":{"task":{"type":"string","pattern":"^T-[0-9]+$"},"due_time":{"type":"string","description":"Due date and time.","format":"date-time"}}}`
		both   = `{"type":"object","properties":{"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
	)
	runFillCases(t, []fillCase{
		{"延到 a day and time", "把 RA-25100233 的还车时间延到下周一上午10点", extend, map[string]any{"agreement_no": "RA-25100233", "new_return_time": "2025-03-17T10:00:00+08:00"}},
		{"extend to a date and clock", "RA-25100233 extend to Mar 25 18:00", extend, map[string]any{"agreement_no": "RA-25100233", "new_return_time": "2025-03-25T18:00:00+08:00"}},
		{"an until", "MI-20417 下架到明天中午12点", until, map[string]any{"item": "MI-20417", "until": "2025-03-11T12:00:00+08:00"}},
		{"a time that opens a window is no end", "MI-20417 sold out from 9am tomorrow", until, map[string]any{"item": "MI-20417"}},
		{"a time of another clause", "MI-20417 下架，明天上午9点开始", until, map[string]any{"item": "MI-20417"}},
		{"a time something else happened at", "RA-25100233 was picked up at 3pm yesterday, extend to tomorrow", extend, map[string]any{"agreement_no": "RA-25100233"}},
		{"due", "T-1 is due tomorrow at 6pm", due, map[string]any{"task": "T-1", "due_time": "2025-03-11T18:00:00+08:00"}},
		{"a tool with a start keeps the time for it", "block the room tomorrow at 9am", both, map[string]any{"start_time": "2025-03-11T09:00:00+08:00"}},
	})
}

// TestFillArgsEndOfAWindowWithAStart ends a window at the one time of day
// the goal names an end, for a tool that also takes the start, and starts
// nothing at it.
func TestFillArgsEndOfAWindowWithAStart(t *testing.T) {
	const both = `{"type":"object","properties":{"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
	runFillCases(t, []fillCase{
		{"until a time today", "close the pool until 2pm today", both, map[string]any{"end_time": "2025-03-10T14:00:00+08:00"}},
		{"到 a time tomorrow", "泳池关闭到明天下午3点", both, map[string]any{"end_time": "2025-03-11T15:00:00+08:00"}},
		// leave alone: a time that opens the window is its start
		{"from a time today", "close the pool from 2pm today", both, map[string]any{"start_time": "2025-03-10T14:00:00+08:00"}},
		// leave alone: a thing moved to a time starts there
		{"moved to a time", "move the design review to 3pm tomorrow", both, map[string]any{"start_time": "2025-03-11T15:00:00+08:00"}},
		{"改到 a time", "把周会改到明天下午3点", both, map[string]any{"start_time": "2025-03-11T15:00:00+08:00"}},
		{"postponed to a time", "postpone the dentist booking to 9am tomorrow", both, map[string]any{"start_time": "2025-03-11T09:00:00+08:00"}},
		// leave alone: a "to" that ends a route, not the window
		{"a route to a place", "book a taxi from the office to the airport tomorrow at 6am", both, map[string]any{"start_time": "2025-03-11T06:00:00+08:00"}},
		{"until a later day", "close the pool until next Friday at 2pm", both, map[string]any{"end_time": "2025-03-21T14:00:00+08:00"}},
		// leave alone: a moved end stays an end
		{"the end moved to a time", "push the end of the hall booking to 6pm tomorrow", both, map[string]any{"end_time": "2025-03-11T18:00:00+08:00"}},
	})
}

// TestFillArgsEndCuedInALaterClause ends a window at a later time of day
// a later clause names an end, on the day that clause writes.
func TestFillArgsEndCuedInALaterClause(t *testing.T) {
	const both = `{"type":"object","properties":{"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
	runFillCases(t, []fillCase{
		{"一直到 a weekday", "从明天晚上10点起封路，一直到周五早上6点", both, map[string]any{"start_time": "2025-03-11T22:00:00+08:00", "end_time": "2025-03-14T06:00:00+08:00"}},
		{"until a weekday", "road closed from 10pm tomorrow for the works, until Friday 6am", both, map[string]any{"start_time": "2025-03-11T22:00:00+08:00", "end_time": "2025-03-14T06:00:00+08:00"}},
		// leave alone: a later time no clause names an end
		{"a later time of something else", "从明天晚上10点起封路，周五早上6点开会", both, map[string]any{"start_time": "2025-03-11T22:00:00+08:00"}},
		{"a deadline of something else", "meeting at 10am tomorrow, send slides by Friday 5pm", both, map[string]any{"start_time": "2025-03-11T10:00:00+08:00"}},
		{"a report due later", "workers on site from 7am tomorrow, report due by Friday 5pm", both, map[string]any{"start_time": "2025-03-11T07:00:00+08:00"}},
		{"持续到 a weekday", "明天上午9点起停水，持续到周五上午10点", both, map[string]any{"start_time": "2025-03-11T09:00:00+08:00", "end_time": "2025-03-14T10:00:00+08:00"}},
	})
}

// TestFillArgsStayOverDaysWithAPlace ends a stay over days whose first
// clause names a place after its time of day.
func TestFillArgsStayOverDaysWithAPlace(t *testing.T) {
	const rent = `{"type":"object","properties":{"pickup_time":{"type":"string","format":"date-time"},"return_time":{"type":"string","format":"date-time"}}}`
	runFillCases(t, []fillCase{
		{"取 at a place, 还 a later day", "本周六上午10点在东门店取，周日下午5点还", rent, map[string]any{"pickup_time": "2025-03-15T10:00:00+08:00", "return_time": "2025-03-16T17:00:00+08:00"}},
		// leave alone: one day, the second time is no end
		{"one day", "明天上午9点在东门店集合，下午3点开会", rent, map[string]any{"pickup_time": "2025-03-11T09:00:00+08:00"}},
	})
}
