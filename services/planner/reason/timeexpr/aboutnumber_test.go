package timeexpr

import "testing"

// TestResolveAboutIsNoArranging: 约 before a number, spaced or not, or
// before 有, 占 or 等 says "about", not "arrange": a weekday beside it
// stays the latest one. 约 before what is arranged still looks ahead.
func TestResolveAboutIsNoArranging(t *testing.T) {
	checkRanges(t, "2025-06-18 10:00", []rangeCase{
		{"about, spaced before a number", "周五的巡检，共约 3 小时", "2025-06-13..2025-06-13"},
		{"about, before 有", "周五的巡检约有多少台设备", "2025-06-13..2025-06-13"},
		{"about, before 占", "周五的退货约占几成", "2025-06-13..2025-06-13"},
		{"leave alone: 约 a person on a weekday", "周五约 王医生 复诊", "2025-06-20..2025-06-20"},
	})
}
