package embedded

import "testing"

// TestFillArgsHanGenderPrefix reads 女 or 男 before a person's noun as the
// gender a gender enum asks for, and neither from 男女 (both) nor from a
// relative (女儿) of someone.
func TestFillArgsHanGenderPrefix(t *testing.T) {
	const tutors = `{"type":"object","properties":{"gender":{"type":"string","enum":["female","male"],"description":"Tutor gender."}}}`
	runFillCases(t, []fillCase{
		{"a female tutor", "有没有教钢琴的女老师？", tutors, map[string]any{"gender": "female"}},
		{"a male tutor", "帮我找个男老师", tutors, map[string]any{"gender": "male"}},
		{"both", "男女老师都列出来", tutors, map[string]any{}},
		{"a relative", "她女儿想找个钢琴老师", tutors, map[string]any{}},
		{"a niece", "我侄女想找个钢琴老师", tutors, map[string]any{}},
		{"a granddaughter", "孙女下周开始学琴，找个钢琴老师", tutors, map[string]any{}},
		{"a star sign", "找个处女座的钢琴老师", tutors, map[string]any{}},
		{"a son", "我家男孩想学钢琴，找个老师", tutors, map[string]any{}},
		{"after a measure word", "请一位女老师来上课", tutors, map[string]any{"gender": "female"}},
	})
}
