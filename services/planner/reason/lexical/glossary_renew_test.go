package lexical

import "testing"

// TestGlossaryRenewWithDuration: 续 before a length of time (续两年, 续3个
// 月) renews, as 续签 or 续期 do; 继续, 持续, 手续 and 后续 keep their own
// sense and rename nothing.
func TestGlossaryRenewWithDuration(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"就直接帮它续两年", true},
		{"把他的月卡续3个月", true},
		{"继续处理这个工单", false},
		{"持续报警", false},
		{"手续办好了吗", false},
		{"后续跟进一下", false},
		{"货物陆续到了吗", false},
		{"信号断断续续", false},
		{"网络断续了一上午", false},
	} {
		if got := GlossNames(tc.text, "renew"); got != tc.want {
			t.Errorf("GlossNames(%q, renew) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
