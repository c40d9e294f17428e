package embedded

import "testing"

// TestFillArgsNoon puts noon written without its hour at 12:00 on the
// goal's day, alone or as a window's end.
func TestFillArgsNoon(t *testing.T) {
	const (
		due  = `{"type":"object","properties":{"doc":{"type":"string","pattern":"^D-[0-9]+$"},"due_at":{"type":"string","description":"Due date and time.","format":"date-time"}}}`
		rent = `{"type":"object","properties":{"pickup_time":{"type":"string","description":"Pick-up date and time.","format":"date-time"},"return_time":{"type":"string","description":"Return date and time.","format":"date-time"}}}`
		work = `{"type":"object","properties":{"wo":{"type":"string","pattern":"^WO-[0-9]+$"},"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
		meal = `{"type":"object","properties":{"people":{"type":"integer"},"deliver_at":{"type":"string","format":"date-time"}}}`
	)
	runFillCases(t, []fillCase{
		{"by a weekday noon", "Get D-1 translated by Friday noon", due, map[string]any{"doc": "D-1", "due_at": "2025-03-14T12:00:00+08:00"}},
		{"中午之前", "D-1 要翻译，后天中午之前交", due, map[string]any{"doc": "D-1", "due_at": "2025-03-12T12:00:00+08:00"}},
		{"a window to noon", "Request a permit for WO-342 for Saturday 9am to noon", work, map[string]any{"wo": "WO-342", "start_time": "2025-03-15T09:00:00+08:00", "end_time": "2025-03-15T12:00:00+08:00"}},
		{"a window over days to noon", "Is there a 7-seater available tomorrow 2pm till Sunday noon?", rent, map[string]any{"pickup_time": "2025-03-11T14:00:00+08:00", "return_time": "2025-03-16T12:00:00+08:00"}},
		// must leave alone
		{"中午12点 as before", "D-1 推迟到3月30号中午12点交", due, map[string]any{"doc": "D-1", "due_at": "2025-03-30T12:00:00+08:00"}},
		{"noon without a day", "Order lunch for the team, 6 people, around noon", meal, map[string]any{"people": int64(6)}},
		{"afternoon is no noon", "D-1 is due Friday afternoon", due, map[string]any{"doc": "D-1", "due_at": "2025-03-14T00:00:00+08:00"}},
	})
}

// TestFillArgsWindowWeekdayBetween ends a window written "10pm Saturday
// to 4am Sunday" at the second time on the second day.
func TestFillArgsWindowWeekdayBetween(t *testing.T) {
	const work = `{"type":"object","properties":{"zone":{"type":"string","pattern":"^Z-[0-9]+$"},"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}}}`
	runFillCases(t, []fillCase{
		{"over a night", "Book a shutdown in Z-7 from 10pm Saturday to 4am Sunday.", work, map[string]any{"zone": "Z-7", "start_time": "2025-03-15T22:00:00+08:00", "end_time": "2025-03-16T04:00:00+08:00"}},
		{"over the week", "Block Z-7 from 9am Monday to 5pm Friday", work, map[string]any{"zone": "Z-7", "start_time": "2025-03-10T09:00:00+08:00", "end_time": "2025-03-14T17:00:00+08:00"}},
		// must leave alone
		{"a window within a day", "Block Z-7 tomorrow from 9am to 11am", work, map[string]any{"zone": "Z-7", "start_time": "2025-03-11T09:00:00+08:00", "end_time": "2025-03-11T11:00:00+08:00"}},
		{"two times on two days", "Block Z-7 at 9am Monday, then at 3pm Tuesday", work, map[string]any{"zone": "Z-7", "start_time": "2025-03-10T09:00:00+08:00"}},
	})
}

// TestFillArgsDayAfterWindow puts a window of two bare hours written
// before its day on that day: "from 10 to 12 that day".
func TestFillArgsDayAfterWindow(t *testing.T) {
	const room = `{"type":"object","properties":{"room":{"type":"string","pattern":"^R-[0-9]+$"},"start":{"type":"string","format":"date-time","description":"Start time."},"end":{"type":"string","format":"date-time","description":"End time."}}}`
	runFillCases(t, []fillCase{
		{"that day", "If it is open on Friday, book R-1 from 10 to 12 that day.", room, map[string]any{"room": "R-1", "start": "2025-03-14T10:00:00+08:00", "end": "2025-03-14T12:00:00+08:00"}},
		{"a weekday after", "book R-1 between 2 and 4 on Friday", room, map[string]any{"room": "R-1", "start": "2025-03-14T14:00:00+08:00", "end": "2025-03-14T16:00:00+08:00"}},
		// must leave alone
		{"a day alone", "book R-1 on Friday", room, map[string]any{"room": "R-1", "start": "2025-03-14T00:00:00+08:00", "end": "2025-03-14T23:59:59+08:00"}},
	})
}

// TestFillArgsClockInUTC keeps the zone of a time of day written in UTC.
func TestFillArgsClockInUTC(t *testing.T) {
	const emb = `{"type":"object","properties":{"doc":{"type":"string","pattern":"^D-[0-9]+$"},"hold_until":{"type":"string","format":"date-time","description":"Held until."}}}`
	runFillCases(t, []fillCase{
		{"UTC", "Hold D-1 until 2025-03-19 00:00 UTC", emb, map[string]any{"doc": "D-1", "hold_until": "2025-03-19T00:00:00Z"}},
		{"GMT", "Hold D-1 until 2025-03-19 14:30 GMT", emb, map[string]any{"doc": "D-1", "hold_until": "2025-03-19T14:30:00Z"}},
		// must leave alone
		{"local", "Hold D-1 until 2025-03-19 00:00", emb, map[string]any{"doc": "D-1", "hold_until": "2025-03-19T00:00:00+08:00"}},
	})
}
