package embedded

import "testing"

// TestFillArgsFlagWordInAnotherRole leaves a flag alone when the Chinese
// word for its name names a record of the act, asks about it, or
// describes a thing set aside; a request for the act, polite or plain,
// and a list of what the flag keeps still set it.
func TestFillArgsFlagWordInAnotherRole(t *testing.T) {
	const (
		batch = `{"type":"object","properties":{"batch":{"type":"string","pattern":"^B-[0-9]{4}$"},
			"submit":{"type":"boolean","description":"Send the batch off at once."}}}`
		order = `{"type":"object","properties":{"order":{"type":"string","pattern":"^K-[0-9]{5}$"},
			"refund":{"type":"boolean","description":"Give the money back."}}}`
		hours = `{"type":"object","properties":{"entry":{"type":"string","pattern":"^E-[0-9]{4}$"},
			"billable":{"type":"boolean"}}}`
		rota = `{"type":"object","properties":{"team":{"type":"string","pattern":"^T-[0-9]{3}$"},
			"unfilled_only":{"type":"boolean"}}}`
		dates = `{"type":"object","properties":{"overdue_only":{"type":"boolean"}}}`
		plant = `{"type":"object","properties":{"line":{"type":"string","pattern":"^L[0-9]$"},"machine_stopped":{"type":"boolean"}}}`
		quote = `{"type":"object","properties":{"dog":{"type":"string","pattern":"^D-[0-9]{4}$"},
			"send_to_owner":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"a thing set aside", "B-2024 提交过的那份不用管，整理一下", batch, map[string]any{"batch": "B-2024"}},
		{"who did it", "B-2024 这批是谁提交的", batch, map[string]any{"batch": "B-2024"}},
		{"whether it was done", "B-2024 提交了吗", batch, map[string]any{"batch": "B-2024"}},
		{"a record of it", "B-2024 的提交记录", batch, map[string]any{"batch": "B-2024"}},
		{"how far it has got", "K-40112 的退款到哪一步了", order, map[string]any{"order": "K-40112"}},
		{"its state", "K-40112 退款状态怎么样", order, map[string]any{"order": "K-40112"}},
		{"its rate", "E-5521 收费标准是多少", hours, map[string]any{"entry": "E-5521"}},
		{"asked in English", "Price up D-1204; did anyone email it to the owner?", quote, map[string]any{"dog": "D-1204"}},
		{"a verb with its object", "L3 昨天停了电，机器都正常", plant, map[string]any{"line": "L3"}},
		// leave alone
		{"stopped a while", "L3 的机器停了两个小时", plant, map[string]any{"line": "L3", "machine_stopped": true}},
		{"stopped", "L3 哪些机器停了", plant, map[string]any{"line": "L3", "machine_stopped": true}},
		{"asked for politely", "K-40112 能取消并退款吗", order, map[string]any{"order": "K-40112", "refund": true}},
		{"asked for", "K-40112 这单取消并退款", order, map[string]any{"order": "K-40112", "refund": true}},
		{"not wanted", "K-40112 这单取消，无需退款", order, map[string]any{"order": "K-40112", "refund": false}},
		{"whether it was done, asked", "K-40112 有没有退款？", order, map[string]any{"order": "K-40112"}},
		{"who did it, with a mark", "B-2024 这批是谁提交的？", batch, map[string]any{"batch": "B-2024"}},
		{"a list's items", "有没有已经错过的期限？", dates, map[string]any{"overdue_only": true}},
		{"a list with a mark", "T-204 下个月哪些时段没人认领？", rota, map[string]any{"team": "T-204", "unfilled_only": true}},
		{"a request in English", "Can you price up D-1204 and email it to the owner?", quote, map[string]any{"dog": "D-1204", "send_to_owner": true}},
	})
}
