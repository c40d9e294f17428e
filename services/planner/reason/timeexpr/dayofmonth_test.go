package timeexpr

import "testing"

// TestResolveDayOfMonthAlone reads an ordinal day after a preposition
// ("on the 28th") as that day of the current month, and no ordinal of a
// thing ("the 3rd floor") as a day.
func TestResolveDayOfMonthAlone(t *testing.T) {
	const tue = "2025-10-14 10:00" // a Tuesday
	tests := []rangeCase{
		{"a day to come", "admission on the 28th, estimated at 45,000 yuan", "2025-10-28..2025-10-28"},
		{"a day gone", "what did we sell on the 3rd?", "2025-10-03..2025-10-03"},
		{"an ordinal of a thing", "the meeting on the 3rd floor", ""},
	}
	checkRanges(t, tue, tests)
}
