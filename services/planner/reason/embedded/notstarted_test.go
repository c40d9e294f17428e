package embedded

import "testing"

func TestFillArgsStateNotStartedInChinese(t *testing.T) {
	const jobs = `{"type":"object","properties":{"status":{"type":"string","description":"工单状态","enum":["open","in_progress","blocked","closed"]}}}`
	runFillCases(t, []fillCase{
		{"work not begun", "哪些维修工单还没开始？", jobs, map[string]any{"status": "open"}},
		// Must leave alone: asked whether it began.
		{"a start date lacking", "哪些检修单没有开始日期？", jobs, map[string]any{}},
		{"asked", "维修工单有没开始", jobs, map[string]any{}},
	})
}
