package timeexpr

import (
	"testing"
	"time"
)

// TestMonthDeadlineOfWhatIsStillDue reads a month before 前 that what is
// still to be done is due by (12月前要交的报告) as that deadline, even when
// the act describes a thing with 的.
func TestMonthDeadlineOfWhatIsStillDue(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 3, 10, 10, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"查一下12月前要交的报告", "2026-11-30..2026-11-30"},
		{"列出9月前需要续签的合同", "2026-08-31..2026-08-31"},
		// must leave alone
		{"12月前交付的订单", "2025-03-01..2025-03-31"},
		{"12月前完成", "2026-11-30..2026-11-30"},
		// 要 before 的 is a thing asked for, nothing still to do
		{"3月前要的那批货到了吗", "2025-12-01..2025-12-31"},
		{"12月前要了的样品", "2025-03-01..2025-03-31"},
		{"12月前需要的零件", "2026-11-30..2026-11-30"},
	}
	checkResolved(t, now, loc, tests)
}
