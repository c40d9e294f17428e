package embedded

import "testing"

// TestFillArgsEnumGlossCourse: general Chinese words for a decision, a
// priority, a record's course, how a report is split and which way a
// thing went name the enum values written in English.
func TestFillArgsEnumGlossCourse(t *testing.T) {
	const (
		decide = `{"type":"object","properties":{"decision":{"type":"string","enum":["approve","reject"]}}}`
		rank   = `{"type":"object","properties":{"priority":{"type":"string","enum":["low","normal","high","urgent"]}}}`
		course = `{"type":"object","properties":{"status":{"type":"string","enum":["draft","open","in_progress","done"]}}}`
		split  = `{"type":"object","properties":{"group_by":{"type":"string","enum":["day","ticket_type","channel"]}}}`
		lent   = `{"type":"object","properties":{"direction":{"type":"string","enum":["incoming","outgoing"]},"status":{"type":"string","enum":["requested","on_loan","returned"]}}}`
	)
	runFillCases(t, []fillCase{
		{"approved at a word", "RQ-2025-014 批了吧", decide, map[string]any{"decision": "approve"}},
		{"a high priority", "开个工单，优先级高", rank, map[string]any{"priority": "high"}},
		{"a low priority", "低优先级处理就行", rank, map[string]any{"priority": "low"}},
		{"on show now", "现在正在展出的有哪些", course, map[string]any{"status": "open"}},
		{"still taking sign-ups", "哪些课程还在报名", course, map[string]any{"status": "open"}},
		{"mended", "JB-00381 修完了", course, map[string]any{"status": "done"}},
		{"by kind of ticket", "上季度门票收入按票种分", split, map[string]any{"group_by": "ticket_type"}},
		{"lent out", "借出去的书有哪些", lent, map[string]any{"direction": "outgoing", "status": "on_loan"}},
		{"borrowed in", "借进来的展品有哪些", lent, map[string]any{"direction": "incoming"}},
		{"no decision said", "RQ-2025-014 的材料看一下", decide, map[string]any{}},
		{"no priority said", "开个工单，明天要弄完", rank, map[string]any{}},
	})
}
