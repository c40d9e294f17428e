package embedded

import "testing"

func TestFillArgsPeopleCountAttendees(t *testing.T) {
	const room = `{"type":"object","properties":{"room_id":{"type":"string","pattern":"^RM-\\d{2}$"},"attendees":{"type":"integer","minimum":1,"maximum":80}},"required":["room_id"]}`
	runFillCases(t, []fillCase{
		{"people counted for attendees", "Book RM-02 for the reading group, about 30 people.", room,
			map[string]any{"room_id": "RM-02", "attendees": int64(30)}},
		{"个人 counted for attendees", "订一下 RM-02，4个人用", room,
			map[string]any{"room_id": "RM-02", "attendees": int64(4)}},
		// Must leave alone: things counted are not the people who come.
		{"things counted", "Book RM-02 and set out 12 chairs", room,
			map[string]any{"room_id": "RM-02"}},
	})
}
