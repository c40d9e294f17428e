package timeexpr

import "testing"

// TestResolveExcludedDay: a day the text turns away (明天的不要, 除了周五)
// is no period of it.
func TestResolveExcludedDay(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"the other day kept", "明天的不要，后天的订两份", "2026-03-14..2026-03-14"},
		{"除了 a day, then the week", "除了周五，下周每天都排上", "2026-03-16..2026-03-22"},
		{"the only day turned away", "明天的不要了", ""},
		// must leave alone
		{"do not forget", "明天的不要忘了交", "2026-03-13..2026-03-13"},
		{"a day kept", "明天的要两份", "2026-03-13..2026-03-13"},
	})
}
