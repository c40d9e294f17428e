package timeexpr

import "testing"

// TestResolveTheShiftOnNow reads the shift on now as today.
func TestResolveTheShiftOnNow(t *testing.T) {
	const wed = "2025-11-19 10:00"
	checkRanges(t, wed, []rangeCase{
		{"English", "Book 2,150 good pieces on WO-2025-00431 for this shift", "2025-11-19..2025-11-19"},
		{"the current shift", "scrap so far in the current shift", "2025-11-19..2025-11-19"},
		{"Chinese", "本班次的产量", "2025-11-19..2025-11-19"},
		{"a shift named by its day", "昨天夜班的产量", "2025-11-18..2025-11-18"},
	})
}
