package embedded

import "testing"

// TestFillArgsRemarkRunsOverCommas: a remark labelled with a colon runs
// over its commas to the sentence's end; a clause holding a number or a
// date is another value, and a parameter that names a thing ends at the
// first comma.
func TestFillArgsRemarkRunsOverCommas(t *testing.T) {
	const (
		review = `{"type":"object","properties":{"essay_id":{"type":"string"},"notes":{"type":"string","description":"What the reviewer said."}}}`
		parcel = `{"type":"object","properties":{"parcel_id":{"type":"string"},"remark":{"type":"string","description":"Handling remark."}}}`
		order  = `{"type":"object","properties":{"customer":{"type":"string"},"notes":{"type":"string","description":"Notes for the warehouse."}}}`
		buyer  = `{"type":"object","properties":{"buyer_title":{"type":"string","description":"Buyer's name on the receipt."}}}`
	)
	runFillCases(t, []fillCase{
		{"an English remark of two clauses", "Review the essay, notes: clear argument, thin sources, tidy layout.", review,
			map[string]any{"notes": "clear argument, thin sources, tidy layout"}},
		{"a Chinese remark of two clauses", "帮我寄个包裹，备注写：里面是玻璃杯，轻拿轻放", parcel,
			map[string]any{"remark": "里面是玻璃杯，轻拿轻放"}},
		{"a clause with a number is no remark", "Review the essay, notes: clear argument, 3 typos", review,
			map[string]any{"notes": "clear argument"}},
		{"a next step is no remark", "给Acme建个订单，备注：易碎，然后发邮件通知客户", order,
			map[string]any{"notes": "易碎"}},
		{"an English next step is no remark", "Log the return, notes: torn box, then refund the buyer", order,
			map[string]any{"notes": "torn box"}},
		{"a name ends at its comma", "Make a receipt, Title: Bluefin Studio, quite urgent", buyer,
			map[string]any{"buyer_title": "Bluefin Studio"}},
	})
}
