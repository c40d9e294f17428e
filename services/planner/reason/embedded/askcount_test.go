package embedded

import "testing"

// TestAsksCount: 几 and a measure word after what has, holds or happened,
// or 哪几, asks how many or which; 几 after 的, a demonstrative or 好
// counts a few and asks nothing, as does 几 that the clause goes on from
// to what the few say or do (几个客人说要退票).
func TestAsksCount(t *testing.T) {
	for text, want := range map[string]bool{
		"昨天一共退回了几箱货":            true,
		"仓库里还剩几个托盘":             true,
		"WH-04 现在有几台叉车在充电":      true,
		"下周排了哪几位司机":             true,
		"明天的几个临时工发个短信提醒一下":      false,
		"这几个客户的地址改成新的":          false,
		"好几次投诉都是这个门店的，登记一下":     false,
		"下周陈静有几个庭要开":            true,
		"来了几个客人说要退票，BK-20411":   false,
		"昨天派了几个工人去现场，帮我看下进度":    false,
		"有几位业主反映电梯坏了，报个修":       false,
		"BK-20411 的客人打了几次电话要退票": false,
	} {
		if got := asksCount(text); got != want {
			t.Errorf("asksCount(%q) = %v, want %v", text, got, want)
		}
		if got := isQuestion(text); got != want {
			t.Errorf("isQuestion(%q) = %v, want %v", text, got, want)
		}
	}
}
