package embedded

import "testing"

// TestFillArgsTiedDateFillsItsParameter: one date the goal ties to a
// parameter by its word ("due Friday") fills that parameter only; a date
// tied to none fills them as before.
func TestFillArgsTiedDateFillsItsParameter(t *testing.T) {
	const job = `{"type":"object","properties":{"part_no":{"type":"string","pattern":"^PN[0-9]{5}$"},"planned_start":{"type":"string","format":"date","description":"Planned start."},"due_date":{"type":"string","format":"date","description":"When it must be done."}},"required":["part_no","due_date"]}`
	runFillCases(t, []fillCase{
		{"due", "open a job for PN40215, due March 14", job, map[string]any{"part_no": "PN40215", "due_date": "2025-03-14"}},
		{"due by", "open a job for PN40215 due by March 20", job, map[string]any{"part_no": "PN40215", "due_date": "2025-03-20"}},
		{"untied", "open a job for PN40215 on March 20", job, map[string]any{"part_no": "PN40215", "planned_start": "2025-03-20", "due_date": "2025-03-20"}},
		{"a word far from the date", "the job for PN40215 is due, and we start on March 20", job, map[string]any{"part_no": "PN40215", "planned_start": "2025-03-20", "due_date": "2025-03-20"}},
	})
}

// TestFillArgsTiedDateRange: a range tied to a pair of parameters by their
// word fills that pair, not another pair the range also fits; a word
// inside another word ties nothing.
func TestFillArgsTiedDateRange(t *testing.T) {
	const orders = `{"type":"object","properties":{"due_from":{"type":"string","format":"date"},"due_to":{"type":"string","format":"date"},"created_from":{"type":"string","format":"date"},"created_to":{"type":"string","format":"date"}}}`
	const reorders = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"order_date":{"type":"string","format":"date"},"start_date":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"due next week", "work orders due next week", orders, map[string]any{"due_from": "2025-03-17", "due_to": "2025-03-23"}},
		{"created last week", "work orders created last week", orders, map[string]any{"created_from": "2025-03-03", "created_to": "2025-03-09"}},
		{"inside a word", "reorder SK1234 March 20", reorders, map[string]any{"sku": "SK1234", "order_date": "2025-03-20", "start_date": "2025-03-20"}},
	})
}

// TestFillArgsTiedDateWordAfter: a Chinese event word written right after
// the goal's one date (11月28号交货) ties the date to the parameter named
// for that event.
func TestFillArgsTiedDateWordAfter(t *testing.T) {
	const job = `{"type":"object","properties":{"part_no":{"type":"string","pattern":"^PN[0-9]{5}$"},"planned_start":{"type":"string","format":"date","description":"Planned start."},"delivery_date":{"type":"string","format":"date","description":"When it is handed over."}},"required":["part_no","delivery_date"]}`
	runFillCases(t, []fillCase{
		{"delivered on a day", "给 PN40215 开个工单，3月28号交货", job, map[string]any{"part_no": "PN40215", "delivery_date": "2025-03-28"}},
		// must leave alone
		{"no event word", "给 PN40215 开个工单，3月28号", job, map[string]any{"part_no": "PN40215", "planned_start": "2025-03-28", "delivery_date": "2025-03-28"}},
		{"the word far after", "给 PN40215 开个工单，3月28号开会讨论交货", job, map[string]any{"part_no": "PN40215", "planned_start": "2025-03-28", "delivery_date": "2025-03-28"}},
	})
}
