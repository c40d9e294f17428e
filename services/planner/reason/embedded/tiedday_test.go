package embedded

import "testing"

// TestFillArgsTiedDay: in a goal naming two days, a date parameter named
// for an event takes the day its event word is written beside, not the
// goal's own day; an untied parameter keeps the goal's day.
func TestFillArgsTiedDay(t *testing.T) {
	const (
		hold  = `{"type":"object","properties":{"room":{"type":"string","pattern":"^RM-[0-9]{4}$"},"hold_date":{"type":"string","format":"date"},"expires_on":{"type":"string","format":"date"}}}`
		order = `{"type":"object","properties":{"job":{"type":"string","pattern":"^JB-[0-9]{4}$"},"due_date":{"type":"string","format":"date"}}}`
		visit = `{"type":"object","properties":{"room":{"type":"string","pattern":"^RM-[0-9]{4}$"},"visit_date":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"zh expiry after its day", "给RM-0087放一个7月27日的预留，7月21日过期", hold, map[string]any{"room": "RM-0087", "hold_date": "2025-07-27", "expires_on": "2025-07-21"}},
		{"zh delivery after its day", "JB-1200 下周一开工，7月28号交货", order, map[string]any{"job": "JB-1200", "due_date": "2025-07-28"}},
		{"zh valid until a day", "给RM-0087放一个7月27日的预留，有效期到7月21日", hold, map[string]any{"room": "RM-0087", "hold_date": "2025-07-27", "expires_on": "2025-07-21"}},
		// Letters whose lower case is longer or shorter (İ, the Kelvin
		// sign) before the days keep each day beside its own event word.
		{"zh expiry after dotted capital", "İZMİR仓 给RM-0087放一个7月27日的预留，7月21日过期", hold, map[string]any{"room": "RM-0087", "hold_date": "2025-07-27", "expires_on": "2025-07-21"}},
		{"zh delivery after kelvin sign", "KKKKKK JB-1200 下周一开工，7月28号交货", order, map[string]any{"job": "JB-1200", "due_date": "2025-07-28"}},
		// Must leave alone.
		{"zh due day moved", "JB-1200 原定7月28号交货，改到8月5号", order, map[string]any{"job": "JB-1200", "due_date": "2025-08-05"}},
		{"no event word", "RM-0087 7月27日参观，7月21日确认", visit, map[string]any{"room": "RM-0087", "visit_date": "2025-07-27"}},
	})
}
