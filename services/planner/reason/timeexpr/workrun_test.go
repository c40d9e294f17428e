package timeexpr

import (
	"testing"
	"time"
)

// TestWorkStartedAndDelivered runs from the day work starts to the later
// day it is delivered or finished.
func TestWorkStartedAndDelivered(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 11, 19, 10, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"这批货下周一开工，11月28号交货", "2025-11-24..2025-11-28"},
		{"下周二动工，12月5日完工", "2025-11-25..2025-12-05"},
		{"the job starts next Monday and is delivered on December 2", "2025-11-24..2025-12-02"},
		// must leave alone
		{"下周一开工", "2025-11-24..2025-11-24"},
		{"11月28号交货", "2025-11-28..2025-11-28"},
		{"下周一和下周三交货", "2025-11-24..2025-11-24"},
		// a giving back that describes a thing is no end of the run
		{"下周一开始报名，11月28号完成的订单有哪些", "2025-11-24..2025-11-24"},
		{"下周一开始查询11月28号交货的订单", "2025-11-24..2025-11-24"},
		{"下周五入住，周日退房的客人有几位", "2025-11-28..2025-11-28"},
		{"pick up the kids next Monday and check out the book on December 2", "2025-11-24..2025-11-24"},
	}
	checkResolved(t, now, loc, tests)
}
