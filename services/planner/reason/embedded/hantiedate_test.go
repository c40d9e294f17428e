package embedded

import "testing"

// TestFillArgsHanTiedDate: a Chinese word for the event a date parameter
// dates, just before the goal's one date (交期推到, 到货改到), keeps the
// date in that parameter and out of the others it would fill.
func TestFillArgsHanTiedDate(t *testing.T) {
	const (
		job  = `{"type":"object","properties":{"job":{"type":"string","pattern":"^JB-[0-9]{4}$"},"planned_start":{"type":"string","format":"date","description":"New start."},"due_date":{"type":"string","format":"date","description":"New due date."}}}`
		ship = `{"type":"object","properties":{"so":{"type":"string","pattern":"^SO-[0-9]{4}$"},"start_date":{"type":"string","format":"date"},"delivery_date":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"交期", "JB-1200 交期推到6月30号", job, map[string]any{"job": "JB-1200", "due_date": "2025-06-30"}},
		{"到货", "SO-5521 的到货改到6月20号", ship, map[string]any{"so": "SO-5521", "delivery_date": "2025-06-20"}},
	})
}
