package embedded

import "testing"

// TestFillArgsGroundsLabel: the words after 理由： are the grounds a
// decision's comment records, or its reason; with no colon after it 理由
// labels nothing.
func TestFillArgsGroundsLabel(t *testing.T) {
	const (
		review = `{"type":"object","properties":{"claim":{"type":"string","pattern":"^EX-[0-9]{5}$"},"decision":{"type":"string","enum":["approve","reject"]},"comment":{"type":"string","description":"审核意见"}},"required":["claim","decision"]}`
		cancel = `{"type":"object","properties":{"booking":{"type":"string","pattern":"^BK-[0-9]{5}$"},"reason":{"type":"string"}},"required":["booking"]}`
	)
	runFillCases(t, []fillCase{
		{"grounds of a rejection", "EX-20417 驳回，理由：发票抬头不对", review, map[string]any{"claim": "EX-20417", "decision": "reject", "comment": "发票抬头不对"}},
		{"grounds of a cancellation", "取消 BK-30518，理由：客户行程有变", cancel, map[string]any{"booking": "BK-30518", "reason": "客户行程有变"}},
		{"grounds asked, none given", "EX-20417 驳回，理由你自己写", review, map[string]any{"claim": "EX-20417", "decision": "reject"}},
	})
}
