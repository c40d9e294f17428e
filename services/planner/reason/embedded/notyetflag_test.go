package embedded

import "testing"

func TestFillArgsFlagNamedByPastForm(t *testing.T) {
	const outages = `{"type":"object","properties":{"district":{"type":"string"},"notified":{"type":"boolean","description":"true: only those already notified; false: only those not yet notified."}}}`
	const send = `{"type":"object","properties":{"notify":{"type":"boolean","description":"Send a notice."}}}`
	runFillCases(t, []fillCase{
		{"a past form read by its Chinese word", "列出已通知用户的计划停电", outages, map[string]any{"notified": true}},
		// Must leave alone: the plain verb reads as before.
		{"the plain verb", "停电安排好以后通知用户", send, map[string]any{"notify": true}},
	})
}

func TestFillArgsFlagNotYetDone(t *testing.T) {
	const outages = `{"type":"object","properties":{"district":{"type":"string"},"notified":{"type":"boolean","description":"true: only those already notified; false: only those not yet notified."}}}`
	const loans = `{"type":"object","properties":{"card":{"type":"string","pattern":"^C\\d{6}$"},"overdue_only":{"type":"boolean","description":"Only overdue loans."}}}`
	runFillCases(t, []fillCase{
		{"还没 before the word", "下周的计划停电里，哪些还没通知用户？", outages, map[string]any{"notified": false}},
		{"没 and an adverb before the word", "哪些计划停电没提前通知客户？", outages, map[string]any{"notified": false}},
		// Must leave alone: 有没有 asks, it negates nothing.
		{"有没有 asks", "C123456 有没有超期的书", loans, map[string]any{"card": "C123456", "overdue_only": true}},
		{"asked for after the state", "O1234 还没通知客户，现在发货并通知客户", `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^O\\d{4}$"},"notify":{"type":"boolean","description":"Notify the customer (通知客户)."}},"required":["order_id"]}`, map[string]any{"order_id": "O1234", "notify": true}},
	})
}
