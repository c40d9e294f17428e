package embedded

import "testing"

func TestFillArgsChineseSchoolName(t *testing.T) {
	const visit = `{"type":"object","properties":{"school_name":{"type":"string","description":"School"},"grade":{"type":"string","description":"Grade, e.g. 三年级"}},"required":["school_name"]}`
	runFillCases(t, []fillCase{
		{"a school opening the goal", "育才小学三年级30个学生下周来", visit, map[string]any{"school_name": "育才小学", "grade": "三年级"}},
		// Must leave alone: a kind of school, no school's name.
		{"pupils of a grade", "下周参观，五年级小学生40人", visit, map[string]any{"grade": "五年级"}},
		{"pupils of a kind of school", "下周参观，初中学生45人", visit, map[string]any{}},
		{"the kind alone", "三年级30个小学生下周来", visit, map[string]any{"grade": "三年级"}},
		{"a modifier before the kind", "下周的中学参观有哪些", visit, map[string]any{}},
	})
}
