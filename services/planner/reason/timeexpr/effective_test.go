package timeexpr

import "testing"

// TestEffectiveEndIsItsLastDay checks that the end of a unit a change
// takes effect at is the unit's last day, while the end of a unit looked
// up in keeps its last days or its deadline.
func TestEffectiveEndIsItsLastDay(t *testing.T) {
	const wed = "2026-03-11 10:00" // a Wednesday
	checkRanges(t, wed, []rangeCase{
		{"effective end of this month", "Cancel the plan effective the end of this month", "2026-03-31..2026-03-31"},
		{"as of the end of next month", "Close account AC-1 as of the end of next month", "2026-04-30..2026-04-30"},
		{"effective end of the quarter", "Raise the rate effective end of the quarter", "2026-03-31..2026-03-31"},
		{"zh this month", "会员卡本月底生效取消", "2026-03-31..2026-03-31"},
		{"zh next month", "合同下个月末起生效", "2026-04-30..2026-04-30"},
		// Must leave alone.
		{"a deadline", "finish the audit by the end of the month", "2026-03-11..2026-03-31"},
		{"zh end of last month", "上月底的库存", "2026-02-21..2026-02-28"},
		{"this month alone", "cancellations this month", "2026-03-01..2026-03-31"},
	})
}
