package embedded

import "testing"

// TestFillArgsPartyOfCount: a bare number after "for" or "of" behind a
// noun is the size of a gathering, for a parameter counting people; a
// number with a unit or a noun after it counts that instead.
func TestFillArgsPartyOfCount(t *testing.T) {
	const (
		table = `{"type":"object","properties":{"shop_id":{"type":"string"},"party_size":{"type":"integer","description":"Guests.","minimum":1,"maximum":30}}}`
		hall  = `{"type":"object","properties":{"hall_id":{"type":"string"},"guest_count":{"type":"integer","description":"Expected number of guests.","minimum":1}}}`
	)
	runFillCases(t, []fillCase{
		{"a table for a number", "Is there a table for 4 at 8pm tonight?", table, map[string]any{"party_size": int64(4)}},
		{"a dinner of a number", "Is the hall free any Sunday in May for a dinner of 80?", hall, map[string]any{"guest_count": int64(80)}},
		{"a span of days counts no guests", "Hold the hall for 3 days next week", hall, map[string]any{}},
		// A noun that measures takes the number as its measure.
		{"a deposit of a number", "Book the hall with a deposit of 200", hall, map[string]any{}},
		{"a minimum of a number", "Is the hall free for a minimum of 50 on Friday?", hall, map[string]any{}},
		{"a group of a number", "Is the hall free for a group of 30?", hall, map[string]any{"guest_count": int64(30)}},
		{"a number of things counts no guests", "Is the hall free for a delivery of 80 crates?", hall, map[string]any{}},
	})
}
