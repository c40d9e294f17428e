package timeexpr

import "testing"

// TestResolveLaterDayWithoutMonth: a day written with 日 alone after a full
// date, later in its month, closes the run the date opens (入住 … 退房,
// 开工 … 完工); a count of days (3日内, 住3日) and an unrelated errand on
// a later day are left alone.
func TestResolveLaterDayWithoutMonth(t *testing.T) {
	checkRanges(t, "2025-02-12 11:30", []rangeCase{
		{"a stay", "给王先生订个双人间，3月8日入住，11日退房", "2025-03-08..2025-03-11"},
		{"work started and finished", "4月2日开工，20日完工，排一下工人", "2025-04-02..2025-04-20"},
		{"a stay settled at its end", "3月8日入住，11日结账，帮我开两间房", "2025-03-08..2025-03-11"},
		{"a trip out and back", "3月8日出发，15日回来，帮我订车", "2025-03-08..2025-03-15"},
		// must leave alone
		{"a count of days", "3月8日入住，3日内退房", "2025-03-08..2025-03-08"},
		{"a length of stay", "3月8日入住，住3日", "2025-03-08..2025-03-08"},
		{"another errand", "3月8日开会，11日出差", "2025-03-08..2025-03-08"},
		{"an earlier day", "3月18日入住，11日付的定金", "2025-03-18..2025-03-18"},
	})
}
