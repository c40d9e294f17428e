package embedded

import "testing"

// TestFillArgsHanHeadName fills a name whose kind the description's
// Chinese example ends in: a court's, a courtroom's.
func TestFillArgsHanHeadName(t *testing.T) {
	const (
		court = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{6}$"},"court":{"type":"string","description":"Court name, e.g. 上海市浦东新区人民法院."}}}`
		room  = `{"type":"object","properties":{"courtroom":{"type":"string","description":"Courtroom, e.g. 第3法庭."}}}`
		hosp  = `{"type":"object","properties":{"hospital":{"type":"string","description":"Hospital, e.g. 北京协和医院."}}}`
		plain = `{"type":"object","properties":{"court":{"type":"string","description":"Court."}}}`
	)
	runFillCases(t, []fillCase{
		{"after a cue word", "DOC-509120 帮我递交到上海市第一中级人民法院", court, map[string]any{"doc_id": "DOC-509120", "court": "上海市第一中级人民法院"}},
		{"with a digit inside", "下周二开庭，在第3法庭", room, map[string]any{"courtroom": "第3法庭"}},
		{"the noun alone names none", "法院通知下周开庭，DOC-509120 要递交", court, map[string]any{"doc_id": "DOC-509120"}},
		{"a day and its part before the name", "明天下午第3法庭开庭", room, map[string]any{"courtroom": "第3法庭"}},
		{"a request's words before the name", "我想去北京协和医院看病", hosp, map[string]any{"hospital": "北京协和医院"}},
		{"a request for any such place", "帮我找个医院", hosp, map[string]any{}},
		{"two such names", "从第3法庭换到第5法庭", room, map[string]any{}},
		{"no example, no name", "递交到上海市第一中级人民法院", plain, map[string]any{}},
	})
}
