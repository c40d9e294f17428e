package timeexpr

import (
	"testing"
	"time"
)

// TestStartDayInsideTheNamedWeek reads a day told as a start inside the
// week the text names first as the day asked for, a weekday named alone
// being that week's.
func TestStartDayInsideTheNamedWeek(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 3, 11, 10, 20, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"下周要出差，帮她把卡停14天，下周一开始", "2026-03-16..2026-03-16"},
		{"下周要出差，停卡两周，从周一开始", "2026-03-16..2026-03-16"},
		{"Away next week; pause the plan for 14 days starting Monday", "2026-03-16..2026-03-16"},
		{"下周出差，3月18日开始，住三晚", "2026-03-18..2026-03-18"},
		{"下周的课程预约，从周三开始列出来", "2026-03-18..2026-03-22"},
		{"下周出差，3月18日开始", "2026-03-18..2026-03-22"},
		{"List next week's class bookings starting from Wednesday", "2026-03-18..2026-03-22"},
		// must leave alone
		{"下周的会议，周一的先取消", "2026-03-16..2026-03-22"},
		{"这周的销量，从周一开始算", "2026-03-09..2026-03-15"},
		{"下周要出差，帮她把卡停14天", "2026-03-16..2026-03-22"},
		{"next week's visits and last Monday's notes", "2026-03-16..2026-03-22"},
	}
	checkResolved(t, now, loc, tests)
}
