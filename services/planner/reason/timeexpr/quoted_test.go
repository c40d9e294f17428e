package timeexpr

import "testing"

// TestQuotedTextNamesNoTime checks that a title or a message between
// quotes names no time, while a time beside it, or one written with an
// apostrophe, still does.
func TestQuotedTextNamesNoTime(t *testing.T) {
	const wed = "2025-03-12 10:00" // a Wednesday
	checkRanges(t, wed, []rangeCase{
		{"single-quoted title", "Please order 'Tomorrow, and Tomorrow, and Tomorrow' for the east branch", ""},
		{"double-quoted message", `Push to all members: "Yoga moves to room 2 from next week."`, ""},
		{"book title marks", "读者想借《明天见》，帮他预约", ""},
		{"curly quotes", "找一下提到“今年”的合同", ""},
		// Must leave alone.
		{"time beside a title", "Order 'The Long Night' for delivery tomorrow", "2025-03-13..2025-03-13"},
		{"apostrophes", "the nurses' room tomorrow", "2025-03-13..2025-03-13"},
		{"possessive before a day", "the members' lounge on March 1", "2025-03-01..2025-03-01"},
		{"title then chinese day", "《三体》明天到货吗", "2025-03-13..2025-03-13"},
	})
}
