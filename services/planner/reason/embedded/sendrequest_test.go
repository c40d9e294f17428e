package embedded

import "testing"

// TestReportsHappenedNotASend: a part that asks to send a message is a
// request, though its words tell of something done (订了座); one that
// holds the message back, or only tells what happened, is left alone.
func TestReportsHappenedNotASend(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"用短信通知今天所有订了座的客人", false},
		{"给订了座的客人发条短信", false},
		// must leave alone
		{"客人都订了座", true},
		{"客人就不用发通知了", true},
		{"前台已经发短信通知客人了", true},
		{"给已付款的客人发条短信", false},
	}
	for _, tc := range tests {
		if got := reportsHappened(tc.text); got != tc.want {
			t.Errorf("reportsHappened(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
