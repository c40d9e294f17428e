package timeexpr

import "testing"

// TestResolveBirthDateFirst: a birth date written before the day a request
// is about is no range of it; the day after is.
func TestResolveBirthDateFirst(t *testing.T) {
	checkRanges(t, "2025-06-18 09:30", []rangeCase{
		{"born, then the day to act", "登记新会员：周小梅，1950年5月2日出生，7月1号入会", "2025-07-01..2025-07-01"},
		{"born in English, then the day", "Enrol Tom Hu, born 2001-03-04, starting next Monday", "2025-06-23..2025-06-23"},
		// must leave alone
		{"the birth date alone", "Find the member born 1988-04-12", "1988-04-12..1988-04-12"},
		{"a day, then a birth date", "7月1号入会的会员，1950年5月2日出生", "2025-07-01..2025-07-01"},
	})
}
