package embedded

import "testing"

// TestDecomposeHeldBackAfterQuestion: a clause that holds an action back
// (先不要 set up installment) after a question asks nothing: the question
// is the request. After an action, or before a look, it is left as it
// was.
func TestDecomposeHeldBackAfterQuestion(t *testing.T) {
	tests := []struct {
		goal  string
		needs int
	}{
		{"TB-2025-004418 的 balance 还剩多少？先不要 set up installment", 1},
		{"RSV-1 还有空位吗？先不要预订", 1},
		{"查一下 ORD-1 的状态，暂时别退款", 1},
		// Leave alone: after an action, and before a look.
		{"给 TB-1 开分期，先不要通知业主", 2},
		{"先别发订单 SO-500231，客户要改地址", 2},
		{"先不要退款，查一下 ORD-1", 1},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			needs, _ := decompose(tc.goal)
			if len(needs) != tc.needs {
				t.Errorf("%d needs %+v, want %d", len(needs), needs, tc.needs)
			}
		})
	}
}
