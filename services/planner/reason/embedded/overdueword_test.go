package embedded

import "testing"

// TestFillArgsOverdueWord reads 超时, past its time, as overdue.
func TestFillArgsOverdueWord(t *testing.T) {
	const (
		tickets = `{"type":"object","properties":{"store":{"type":"string","pattern":"^ST-[0-9]{2}$"},"overdue_only":{"type":"boolean","description":"Only tickets past their time."}}}`
		state   = `{"type":"object","properties":{"state":{"type":"string","enum":["open","overdue","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a flag", "ST-01 现在有哪些超时的单", tickets, map[string]any{"store": "ST-01", "overdue_only": true}},
		{"an enum value", "哪些工单超时了", state, map[string]any{"state": "overdue"}},
		{"no word of lateness", "ST-01 现在有哪些单", tickets, map[string]any{"store": "ST-01"}},
	})
}
