package embedded

import "testing"

func TestFillArgsChineseSchoolName(t *testing.T) {
	const visit = `{"type":"object","properties":{"school_name":{"type":"string","description":"School"},"grade":{"type":"string","description":"Grade, e.g. 三年级"}},"required":["school_name"]}`
	runFillCases(t, []fillCase{
		{"a school opening the goal", "育才小学三年级30个学生下周来", visit, map[string]any{"school_name": "育才小学", "grade": "三年级"}},
		// Must leave alone: a kind of school, no school's name.
		{"the kind alone", "三年级30个小学生下周来", visit, map[string]any{"grade": "三年级"}},
		{"a modifier before the kind", "下周的中学参观有哪些", visit, map[string]any{}},
	})
}
