package timeexpr

import (
	"testing"
	"time"
)

// TestRunWithWordsBetweenItsEnds reads a start marked as one (从…起,
// "starting") and an end marked as one (一直到, "until") with what the run
// is about between them as one run, and leaves ends a sentence apart or
// written with 到 alone as they were.
func TestRunWithWordsBetweenItsEnds(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"从明天早上6点起东门封闭施工，车辆改走北门，一直到5月15日", "2026-05-07..2026-05-15"},
		{"Starting tomorrow, the pool is closed for repairs until May 12", "2026-05-07..2026-05-12"},
		{"今天起食堂二楼暂停供餐，一直到周五", "2026-05-06..2026-05-08"},
		// must leave alone
		{"从明天起东门封闭。一直到5月15日都不开", "2026-05-07..2026-05-07"},
		{"明天把设备送到仓库，5月15日验收", "2026-05-07..2026-05-07"},
	}
	checkResolved(t, now, loc, tests)
}
