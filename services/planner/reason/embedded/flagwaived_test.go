package embedded

import "testing"

// TestFillArgsWaivedFlag: a goal that lets a charge go sets the flag that
// waives it and clears the one that charges it; a goal that says to send
// no notice clears the flag that sends one. A question, a flag of neither
// kind and a channel refused for another leave the flags alone.
func TestFillArgsWaivedFlag(t *testing.T) {
	const (
		waive  = `{"type":"object","properties":{"slot_ref":{"type":"string"},"waive_late_fee":{"type":"boolean","default":false,"description":"Waive the late cancellation fee."}}}`
		charge = `{"type":"object","properties":{"slot_ref":{"type":"string"},"charge_fee":{"type":"boolean","default":true,"description":"Charge the missed-visit fee."}}}`
		refill = `{"type":"object","properties":{"slot_ref":{"type":"string"},"charge_refill":{"type":"boolean","default":true,"description":"Bill the member the refill cost."}}}`
		notify = `{"type":"object","properties":{"slot_ref":{"type":"string"},"notify_member":{"type":"boolean","default":true,"description":"Send the member a notice."}}}`
		rush   = `{"type":"object","properties":{"slot_ref":{"type":"string"},"rush":{"type":"boolean","description":"Handle it first."}}}`
	)
	runFillCases(t, []fillCase{
		{"不要收 the fee", "帮忙取消掉，不要收迟到取消费", waive, map[string]any{"waive_late_fee": true}},
		{"the fee let go", "迟取消的费用就免了吧", waive, map[string]any{"waive_late_fee": true}},
		{"waive in English", "Cancel it and waive the late fee.", waive, map[string]any{"waive_late_fee": true}},
		{"别收费 clears a charge", "登记个爽约吧。不过是老客户了，这次别收费", charge, map[string]any{"charge_fee": false}},
		{"don't bill", "Log the damage, but don't bill her for it.", refill, map[string]any{"charge_refill": false}},
		{"no notice", "Block it. Don't send them a notice.", notify, map[string]any{"notify_member": false}},
		{"don't message", "Reject it. Don't message the member, I'll call them myself.", notify, map[string]any{"notify_member": false}},
		{"不用群发通知", "闭馆一天。会员就不用群发通知了", notify, map[string]any{"notify_member": false}},
		{"不要推送", "闭馆一天，这回不要推送给会员", notify, map[string]any{"notify_member": false}},
		{"推送 asked for", "闭馆一天，推送给会员", notify, map[string]any{}},
		{"a question about the fee", "Do we waive the fee for members?", charge, map[string]any{}},
		{"charged, not waived", "Cancel it and charge the late fee.", waive, map[string]any{}},
		{"do not waive", "Cancel it. Charge the usual fee, do not waive it.", waive, map[string]any{"waive_late_fee": false}},
		{"not waived, so charged", "Cancel it and don't waive the fee.", charge, map[string]any{"charge_fee": true}},
		{"费不免", "取消预约，这次的费用不免", waive, map[string]any{"waive_late_fee": false}},
		{"no need to waive", "Cancel it, and no need to waive the fee.", waive, map[string]any{"waive_late_fee": false}},
		{"费用不必免", "取消预约，费用不必免", waive, map[string]any{"waive_late_fee": false}},
		{"why not waive", "Cancel it, why not just waive the fee this time.", waive, map[string]any{"waive_late_fee": true}},
		{"a flag of neither kind", "别收费，尽快处理", rush, map[string]any{}},
		{"one channel for another", "给会员发邮件，别发短信", notify, map[string]any{}},
		{"don't send a report", "Don't send the report until Friday.", notify, map[string]any{}},
	})
}

// TestFillArgsWaivedFlagObject: a charge let go in one clause leaves alone
// a flag for another thing the goal says to charge, which its own words
// then set.
func TestFillArgsWaivedFlagObject(t *testing.T) {
	const both = `{"type":"object","properties":{"slot_ref":{"type":"string"},"waive_late_fee":{"type":"boolean"},"charge_replacement":{"type":"boolean"}}}`
	runFillCases(t, []fillCase{
		{"waived, then another charged", "Waive the late fee but charge the replacement", both, map[string]any{"waive_late_fee": true, "charge_replacement": true}},
		{"both let go", "Waive the late fee and don't charge for the replacement", both, map[string]any{"waive_late_fee": true, "charge_replacement": false}},
	})
}

// TestFillArgsNoticeNoun: "no notice" before a noun is a thing there is
// none of, not a notice left unsent.
func TestFillArgsNoticeNoun(t *testing.T) {
	const notice = `{"type":"object","properties":{"slot_ref":{"type":"string"},"send_notice":{"type":"boolean"}}}`
	runFillCases(t, []fillCase{
		{"a notice period", "End the booking; no notice period applies", notice, map[string]any{}},
		{"no notice needed", "End the booking, no notice needed", notice, map[string]any{"send_notice": false}},
		{"no notice at the end", "End the booking. No notice.", notice, map[string]any{"send_notice": false}},
		{"the one told named in another clause", "Block it, the member reported it stolen. Don't send them a notice.", `{"type":"object","properties":{"slot_ref":{"type":"string"},"notify_member":{"type":"boolean"}}}`, map[string]any{"notify_member": false}},
	})
}
