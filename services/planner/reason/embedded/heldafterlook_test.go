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

// TestDecomposeUndoneModifierAsks: a clause whose 没 or 未 only picks out
// what it acts on (没收到货的客户都发个短信) asks for something of its own:
// it tells no reason for an action held back before a look.
func TestDecomposeUndoneModifierAsks(t *testing.T) {
	tests := []struct {
		goal  string
		needs int
	}{
		{"先不要退款，没收到货的客户都发个道歉短信，查一下 ORD-1", 3},
		{"先别取消 TB-1，未付款的订单发催款通知，查一下账单", 3},
		// Leave alone: what has not happened yet tells why.
		{"先别取消 TB-1，还有一笔钱没收回来，查一下账单", 1},
		{"先别退款，货还没到，查一下 ORD-1", 1},
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
