package embedded

import "testing"

// TestConditionedActionIsNotAsked: a sentence that asks whether something
// is so, then names an action on a condition ("…, and if not, book …"),
// asks about the state, not about the action: the action after the
// condition is a write of its own. A question after the condition is
// still asked, and a sentence without one is left as it was.
func TestConditionedActionIsNotAsked(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"if not, an action", "Check whether BT-1204 was cleaned this month, and if not, book a cleaning for Friday", []string{"get_berth", "book_berth_cleaning"}},
		{"if so, an action", "Check whether BT-1204 is free, and if so, let it to Mr. Lee", []string{"get_berth", "let_berth"}},
		{"的话, an action", "看看 BT-1204 这个月清洁过没有，没有的话约个清洁", []string{"get_berth", "book_berth_cleaning"}},
		{"if not, a question", "Check whether BT-1204 was cleaned this month, and if not, when is the next cleaning?", []string{"get_berth"}},
		{"a condition opening a request", "如果没问题的话就帮我释放 BT-1204", []string{"release_berth"}},
		{"a condition of convenience", "方便的话帮我释放 BT-1204", []string{"release_berth"}},
		{"if so, a second whether", "Check whether 13800001111 still has gate access and if so, whether the balance is paid", []string{"get_access_application", "get_owner"}},
	})
	tests := []struct {
		text, goal string
		want       bool
	}{
		{"book a cleaning for Friday", "Check whether BT-1204 was cleaned, and if not, book a cleaning for Friday", false},
		{"给他加个流量包", "先查一下还剩多少，不够的话给他加个流量包", false},
		{"when is the next cleaning", "Check whether BT-1204 was cleaned, and if not, when is the next cleaning?", true},
		{"Book a cleaning for Friday", "Is BT-1204 clean? Book a cleaning for Friday", false},
		{"free", "Check whether BT-1204 is free", true},
		{"whether the balance is paid", "Check whether 13800001111 has access and if so, whether the balance is paid", true},
	}
	for _, tt := range tests {
		if got := askedIn(tt.text, tt.goal); got != tt.want {
			t.Errorf("askedIn(%q, %q) = %v, want %v", tt.text, tt.goal, got, tt.want)
		}
	}
}
