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
