package embedded

import "testing"

// TestReportsHappenedUnable: a Chinese clause that says something cannot
// be done or used (没法用, 无法登录, 打印不了) reports a state; asking why
// it cannot, or whether, is still a question.
func TestReportsHappenedUnable(t *testing.T) {
	for text, want := range map[string]bool{
		"机器现在完全没法用":   true,
		"客户的卡无法取款":    true,
		"前台的打印机打印不了":  true,
		"帮我看看为什么无法登录": false,
		"现在还没法用吗":     false,
		"客户的卡在柜台取款":   false,
	} {
		if got := reportsHappened(text); got != want {
			t.Errorf("reportsHappened(%q) = %v, want %v", text, got, want)
		}
	}
}
