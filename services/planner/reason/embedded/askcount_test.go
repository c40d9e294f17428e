package embedded

import "testing"

// TestAsksCount: 几 and a measure word after what has, holds or happened,
// or 哪几, asks how many or which; 几 after 的, a demonstrative or 好
// counts a few and asks nothing.
func TestAsksCount(t *testing.T) {
	for text, want := range map[string]bool{
		"昨天一共退回了几箱货":        true,
		"仓库里还剩几个托盘":         true,
		"WH-04 现在有几台叉车在充电":  true,
		"下周排了哪几位司机":         true,
		"明天的几个临时工发个短信提醒一下":  false,
		"这几个客户的地址改成新的":      false,
		"好几次投诉都是这个门店的，登记一下": false,
	} {
		if got := asksCount(text); got != want {
			t.Errorf("asksCount(%q) = %v, want %v", text, got, want)
		}
		if got := isQuestion(text); got != want {
			t.Errorf("isQuestion(%q) = %v, want %v", text, got, want)
		}
	}
}
