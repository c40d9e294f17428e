package timeexpr

import "testing"

// TestResolveMoveDestination: a goal that moves a thing from one day to
// another is about the day it moves to.
func TestResolveMoveDestination(t *testing.T) {
	checkRanges(t, "2025-11-10 09:15", []rangeCase{
		{"调到 the later day", "把 G10-03 周四下午2点那节课调到周五上午10点", "2025-11-14..2025-11-14"},
		{"moved from one day to another", "Push the CHEM-102 lesson from Thursday 8am to next Monday at 8am", "2025-11-17..2025-11-17"},
		{"two days and no move", "Lessons on Thursday at 8am and next Monday at 8am", "2025-11-13..2025-11-13"},
		{"a move to one day", "Move the lesson to next Monday at 8am", "2025-11-17..2025-11-17"},
	})
}
