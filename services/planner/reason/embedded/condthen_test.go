package embedded

import "testing"

// TestDecomposeThenAfterCondition: a clause that opens with 就 after a
// clause whose condition has none of its own (工时单如果都审完了，就开账单)
// is that condition's action: it waits on the step before, which asks
// about the condition. A 就 after no open condition, or one opening a word
// (就诊), is left alone.
func TestDecomposeThenAfterCondition(t *testing.T) {
	tests := []struct {
		goal      string
		afterPrev bool
	}{
		{"CL-10388 上周的工时单如果都审完了，就给他们开上周的账单", true},
		{"保修单 WC-40127 要是批下来了，就申请 RMA", true},
		{"订单 ORD-1 假如已经发货了，那就通知客户", true},
		// Leave alone.
		{"看一下 CL-10388 的工时单，就上周的", false},
		{"CL-10388 的工时单如果审完了就开账单，就诊记录也导一份", false},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			needs, _ := decompose(tc.goal)
			if len(needs) < 2 {
				t.Fatalf("%d needs %+v, want 2", len(needs), needs)
			}
			if needs[1].afterPrev != tc.afterPrev || tc.afterPrev && !needs[0].asks {
				t.Errorf("needs %+v: afterPrev %v, want %v (and the first asks)", needs, needs[1].afterPrev, tc.afterPrev)
			}
		})
	}
}

// TestDecomposeConditionWithItsAction: a condition a clause of its own
// already acts on (如果还没发货，帮我取消) is not left open, so the 就 after
// it does not make that action a question: the cancel stays a cancel and
// the refund a step of its own. An open condition still asks.
func TestDecomposeConditionWithItsAction(t *testing.T) {
	tests := []struct {
		goal string
		asks bool
	}{
		{"如果 ORD-1 还没发货，帮我取消，就全额退款", false},
		{"要是 ORD-1 没发货，先取消，那就再通知客户", false},
		// Leave alone: the condition is all of the first need.
		{"ORD-1 如果还没发货，就取消", true},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			needs, _ := decompose(tc.goal)
			if len(needs) != 2 || needs[0].asks != tc.asks {
				t.Errorf("needs %+v, want 2 and the first asking %v", needs, tc.asks)
			}
		})
	}
}

// TestDecomposeThenAfterWordEndingInCondition: 要是 at the end of 主要是
// says what something mostly is, no condition, so a 就 after it ("just
// those") is not its action. A 要是 of its own, or of 只要是 (as long as),
// still is.
func TestDecomposeThenAfterWordEndingInCondition(t *testing.T) {
	tests := []struct {
		prev, next string
		want       bool
	}{
		{"查一下上周的客诉，主要是物流的", "就华东区那几单", false},
		{"千万一定要今天发", "就用顺丰", false},
		// Leave alone.
		{"只要是 VIP 的订单", "就先发", true},
		{"要是 ORD-1 发货了", "就通知客户", true},
		{"主管要是批了", "就开单", true},
	}
	for _, tc := range tests {
		if got := thenAfterCondition(tc.prev, tc.next); got != tc.want {
			t.Errorf("thenAfterCondition(%q, %q) = %v, want %v", tc.prev, tc.next, got, tc.want)
		}
	}
}
