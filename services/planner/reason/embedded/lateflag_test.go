package embedded

import "testing"

// TestFillArgsFlagLateAndUnanswered: "past due" is overdue, and a
// message not yet answered (unanswered, 未回复) is an unreplied one.
func TestFillArgsFlagLateAndUnanswered(t *testing.T) {
	const (
		bills = `{"type":"object","properties":{"overdue_only":{"type":"boolean","description":"Only bills not paid by their date."}}}`
		mail  = `{"type":"object","properties":{"unreplied_only":{"type":"boolean","description":"Only messages nobody has answered."}}}`
	)
	runFillCases(t, []fillCase{
		{"past due", "List the bills that are past due", bills, map[string]any{"overdue_only": true}},
		{"unanswered", "Show unanswered messages from last week", mail, map[string]any{"unreplied_only": true}},
		{"未回复", "上周还有哪些未回复的留言", mail, map[string]any{"unreplied_only": true}},
	})
}
