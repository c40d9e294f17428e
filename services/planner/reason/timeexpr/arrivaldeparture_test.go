package timeexpr

import "testing"

// TestResolveArriveAndLeave reads a stay that arrives one day and leaves
// a later one as the days between.
func TestResolveArriveAndLeave(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"到达 and 离开", "3月20日上午9点到达，22号下午3点离开", "2026-03-20..2026-03-22"},
		{"靠 and 离 at a clause end", "船3月18日晚上8点靠，19号下午4点离", "2026-03-18..2026-03-19"},
		{"arrive and depart", "the delegation arrives next Tue and departs next Thu", "2026-03-17..2026-03-19"},
		// must leave alone
		{"one day", "3月20日上午9点到达", "2026-03-20..2026-03-20"},
		{"left first", "leave the keys next Tue and arrive next Thu", "2026-03-17..2026-03-17"},
		{"distance", "3月20日到，离22号还早", "2026-03-20..2026-03-20"},
	})
}
