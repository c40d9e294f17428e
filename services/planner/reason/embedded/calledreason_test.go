package embedded

import "testing"

// TestDecomposeCallIsAReason: a clause after a question that only tells
// that someone phoned to ask or chase (申请人打电话来催了, 市民第三次打电话来
// 问了) says why the question is asked: it is no need of its own. A call
// the goal asks to make, or a call that brings a request of its own,
// stays a need.
func TestDecomposeCallIsAReason(t *testing.T) {
	tests := []struct {
		goal  string
		needs int
	}{
		{"申请号 PA-2025-01842 审到哪一步了？申请人打电话来催了", 1},
		{"PAY-2505981120 那笔退款到账了吗？市民第三次打电话来问了", 1},
		{"ORD-1 到哪了？客户又打电话来催了", 1},
		{"ORD-1 到哪了？客户来电问了", 1},
		{"ORD-1 到哪了？客户又打电话催", 1},
		{"ORD-1 到哪了？客户打过电话了", 1},
		// Leave alone: calls asked for, a call bringing a request.
		{"查一下 ORD-1，再打电话问问", 2},
		{"查一下 ORD-1，打电话问问客户", 2},
		{"ORD-1 到哪了？客户来电要求退款", 2},
		// Leave alone: a call not yet made is asked for (马上打电话催).
		{"ORD-1 到哪了？马上打电话", 2},
		{"ORD-1 到哪了？明天打电话", 2},
		{"查一下 ORD-1 的状态，赶紧打电话催", 2},
		{"查一下 ORD-1 的物流，记得打电话催", 2},
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
