package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestSegmentKeepsVerbBeforeYixia: a two-character verb before 一下
// stays whole (排查一下 is 排查, not 排 and 查一下), while 查一下 on its
// own, or after a word it does not end, is still the look-up.
func TestSegmentKeepsVerbBeforeYixia(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"帮我排查一下", "排查"},
		{"先检查一下", "检查"},
		{"再核查一下", "核查"},
		{"查一下", "查一下"},
		{"订单查一下", "查一下"},
		{"查看下", "查看"},
	} {
		_, words := gloss.segment([]rune(tc.in))
		if !slices.Contains(words, tc.want) {
			t.Errorf("segment(%q) = %q, want it to hold %q", tc.in, words, tc.want)
		}
	}
}

// TestGlossaryVerbBeforeYixia: a request softened by 一下 finds the tool
// its verb names.
func TestGlossaryVerbBeforeYixia(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "fault_probe", Description: "Troubleshoot a device that keeps dropping its link."},
		{Name: "door_audit", Description: "Inspect a fire door and note its condition.", SideEffect: toolspec.Write},
		{Name: "slip_match", Description: "Verify a payment slip against the bank record."},
		{Name: "parcel_where", Description: "Look up where a parcel is now."},
	}
	checkSelects(t, cat, []selectCase{
		{"路由器老掉线帮我排查一下", "fault_probe"},
		{"三楼的防火门检查一下", "door_audit"},
		{"这张付款单核查一下", "slip_match"},
		{"查一下我的包裹到哪了", "parcel_where"},
	})
}
