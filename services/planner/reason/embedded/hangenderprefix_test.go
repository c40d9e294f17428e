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
	})
}
