package embedded

import "testing"

// TestFillArgsFlagByOtherWords sets a flag whose name's words the goal
// says in Chinese, or in another English verb, and clears it under a
// negation; a goal naming none of them leaves it alone.
func TestFillArgsFlagByOtherWords(t *testing.T) {
	const (
		batch = `{"type":"object","properties":{"batch":{"type":"string","pattern":"^B-[0-9]{4}$"},
			"submit":{"type":"boolean","description":"Send the batch off at once."}}}`
		cancel = `{"type":"object","properties":{"booking":{"type":"string","pattern":"^K-[0-9]{5}$"},
			"refund_ticket":{"type":"boolean","description":"Give the ticket price back."}}}`
		helpers = `{"type":"object","properties":{"town":{"type":"string","enum":["north","south"]},
			"background_checked":{"type":"boolean","description":"Only people who passed the check."}}}`
		slots = `{"type":"object","properties":{"team":{"type":"string","pattern":"^T-[0-9]{3}$"},
			"unfilled_only":{"type":"boolean","description":"Only slots nobody took."}}}`
		hours = `{"type":"object","properties":{"entry":{"type":"string","pattern":"^E-[0-9]{4}$"},
			"billable":{"type":"boolean","description":"Billable or not."}}}`
		lost = `{"type":"object","properties":{"copy":{"type":"string","pattern":"^C[0-9]{6}$"},
			"charge_replacement":{"type":"boolean","description":"Make the borrower pay for a new one."}}}`
		quote = `{"type":"object","properties":{"dog":{"type":"string","pattern":"^D-[0-9]{4}$"},
			"send_to_owner":{"type":"boolean"}}}`
		dates = `{"type":"object","properties":{"matter":{"type":"string","pattern":"^M-[0-9]{4}$"},
			"overdue_only":{"type":"boolean","description":"Only dates already gone by."}}}`
		hold = `{"type":"object","properties":{"hold":{"type":"string","pattern":"^H-[0-9]{4}$"},
			"deposit_refunded":{"type":"boolean","description":"Give the money put down back."},
			"cancel":{"type":"boolean","description":"Drop the hold rather than move it."}}}`
		card = `{"type":"object","properties":{"card":{"type":"string","pattern":"^M[0-9]{6}$"},
			"issue_replacement":{"type":"boolean","description":"Put the membership on a new card."}}}`
	)
	runFillCases(t, []fillCase{
		{"not yet handed in", "B-2024 这批先整理好，先不要提交", batch, map[string]any{"batch": "B-2024", "submit": false}},
		{"handed in", "B-2024 这批整理好直接提交", batch, map[string]any{"batch": "B-2024", "submit": true}},
		{"nothing said of it", "B-2024 这批整理一下", batch, map[string]any{"batch": "B-2024"}},
		{"补办 a card", "M204411 的会员卡被偷了，先冻结，再给她补办一张", card, map[string]any{"card": "M204411", "issue_replacement": true}},
		{"不用补卡", "M204411 的卡先冻结，暂时不用补卡", card, map[string]any{"card": "M204411", "issue_replacement": false}},
		{"押金退给他", "H-2231 那桌改期了，押金退给他", hold, map[string]any{"hold": "H-2231", "deposit_refunded": true}},
		{"押金不退", "H-2231 取消，押金不退", hold, map[string]any{"hold": "H-2231", "cancel": true, "deposit_refunded": false}},
		{"neither said", "H-2231 改到周五", hold, map[string]any{"hold": "H-2231"}},
		{"a card frozen alone", "M204411 的卡先冻结", card, map[string]any{"card": "M204411"}},
		{"the fare given back", "K-40112 这单取消，票款退给客人", cancel, map[string]any{"booking": "K-40112", "refund_ticket": true}},
		{"cancelled only", "K-40112 这单取消", cancel, map[string]any{"booking": "K-40112"}},
		{"a check done", "南区有哪些做过背景调查的人", helpers, map[string]any{"town": "south", "background_checked": true}},
		{"no check named", "南区有哪些人", helpers, map[string]any{"town": "south"}},
		{"nobody took them", "T-204 下个月哪些时段无人认领", slots, map[string]any{"team": "T-204", "unfilled_only": true}},
		{"every slot", "T-204 下个月有哪些时段", slots, map[string]any{"team": "T-204"}},
		{"no longer billed", "E-5521 改为不计费", hours, map[string]any{"entry": "E-5521", "billable": false}},
		{"billed", "E-5521 这条要计费", hours, map[string]any{"entry": "E-5521", "billable": true}},
		{"pay for it", "C104223 被借阅人弄坏了，照价赔偿", lost, map[string]any{"copy": "C104223", "charge_replacement": true}},
		{"damaged only", "C104223 被借阅人弄坏了", lost, map[string]any{"copy": "C104223"}},
		{"emailed to the owner", "Price up the cleaning for D-1204 and email it to the owner.", quote, map[string]any{"dog": "D-1204", "send_to_owner": true}},
		{"the owner's address", "Price up the cleaning for D-1204; the owner's email is on file.", quote, map[string]any{"dog": "D-1204"}},
		{"gone by", "M-3001 有哪些已经错过的日期", dates, map[string]any{"matter": "M-3001", "overdue_only": true}},
		{"all dates", "M-3001 有哪些日期", dates, map[string]any{"matter": "M-3001"}},
	})
}
