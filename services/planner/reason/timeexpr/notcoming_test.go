package timeexpr

import (
	"testing"
	"time"
)

// TestDaySomeoneSaysTheyWillNotCome drops the day a reported clause says
// someone will not come on, the reason for a request, and keeps a day told
// as when they will come or one the request asks about itself.
func TestDaySomeoneSaysTheyWillNotCome(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"把 RSV-7781 退掉，客人说明天航班取消了来不了", "none"},
		{"把 RSV-7781 退掉，客人讲明天来不了", "none"},
		{"Drop appointment AP-310, the owner says he can't make it on Thursday", "none"},
		// must leave alone
		{"客人说明天下午来，帮忙登记一下", "2026-05-07..2026-05-07"},
		{"客人说来不了，把明天的 RSV-7781 退掉", "2026-05-07..2026-05-07"},
		{"我们说好了明天不去现场，把会议改到线上", "2026-05-07..2026-05-07"},
		{"查一下讲座明天不来的学生", "2026-05-07..2026-05-07"},
		{"查一下演讲比赛明天不来的选手", "2026-05-07..2026-05-07"},
		{"The vendor said they won't come until Thursday, please book the dock", "2026-05-07..2026-05-07"},
		{"供应商说下周三之前来不了，把交付改一下", "2026-05-13..2026-05-13"},
	}
	checkResolved(t, now, loc, tests)
}
