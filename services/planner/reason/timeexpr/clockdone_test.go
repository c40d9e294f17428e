package timeexpr

import "testing"

// TestClockToldDone tells a time of day of what is over from one still to
// come.
func TestClockToldDone(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"OUT-2025-01209 下午1点40已经全部恢复供水了，帮忙把它关掉", true},
		{"3点就已完成，记一下", true},
		{"Power was restored at 1:40pm, close the ticket", true},
		// must leave alone
		{"预计下午4点恢复，更新一下", false},
		{"晚上9点前都可以来取", false},
		{"The talk has moved to 7pm", false},
		{"The talk was moved to 7pm, tell everyone", false},
		{"It should be back by 5pm", false},
		{"下午3点开会", false},
	}
	for _, tc := range tests {
		c, ok := Clocks(tc.text)
		if !ok {
			t.Fatalf("Clocks(%q) found none", tc.text)
		}
		if got := ClockToldDone(tc.text, c.Start); got != tc.want {
			t.Errorf("ClockToldDone(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
