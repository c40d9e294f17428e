package embedded

import "testing"

// TestLookLastAsksToBeShown: a Chinese need that ends by asking to look
// (…申请 status 查一下) asks to be shown what it names; a verb of asking
// for before the look (申请) names the thing looked at, no write to file.
// A need that asks for the write, or a question, is left as it was.
func TestLookLastAsksToBeShown(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"look last, told not to file again", "13800001111 的门禁申请 status 查一下，不要重新提交", []string{"get_access_application"}},
		{"look last", "13800001111 的门禁申请查一下", []string{"get_access_application"}},
		{"a question", "13800001111 的门禁申请状态是什么？", []string{"get_access_application"}},
		{"the write asked", "把 13800001111 的门禁停用", []string{"bar_owner_access"}},
		{"a look that opens", "查一下 13800001111 的门禁申请", []string{"get_access_application"}},
	})
	for _, text := range []string{"X 的状态查一下", "记录拉出来看看", "申请看下。", "X 的状态查一下看看"} {
		if !looksLast(text) {
			t.Errorf("looksLast(%q) = false, want true", text)
		}
	}
	for _, text := range []string{"查一下 X 的状态", "看看能不能退，能退就退了", "把 BT-1204 释放一下看看", "重启试试看看", "提交一下看一下"} {
		if looksLast(text) {
			t.Errorf("looksLast(%q) = true, want false", text)
		}
	}
}
