package embedded

import "testing"

// TestOwnCheckIsNoNeed: 我要先核对一遍 after a request is the
// speaker's own look at its result; a look at an object of its own is a
// need.
func TestOwnCheckIsNoNeed(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"把这周的对账单生成一下，我们得先审一下", 1},
		{"出一份 Q3 的报价单，我要先核对一遍", 1},
		{"出一份 Q3 的报价单，先别发给客户，我要先核对一遍", 1},
		// Leave alone: the look names what to look at.
		{"出一份 Q3 的报价单，我要先看一下 QT-2231 的明细", 2},
	} {
		if needs, _ := decompose(tc.goal); len(needs) != tc.want {
			t.Errorf("%q: %d needs %v, want %d", tc.goal, len(needs), needs, tc.want)
		}
	}
}
