package embedded

import "testing"

func TestFillArgsHanNameBeforeTitle(t *testing.T) {
	const notes = `{"type":"object","properties":{"patient_id":{"type":"string","pattern":"^PT-[0-9]{4}$"},"doctor":{"type":"string","description":"Doctor's name"}}}`
	const charges = `{"type":"object","properties":{"lead_name":{"type":"string"},"month":{"type":"string","description":"Free-text month label"}}}`
	const wards = `{"type":"object","properties":{"ward":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a surname keeps its title", "上周刘医生给PT-0087改了什么", notes, map[string]any{"patient_id": "PT-0087", "doctor": "刘医生"}},
		{"a full name drops its title", "王建国老师那组的费用拉一下", charges, map[string]any{"lead_name": "王建国"}},
		{"no parameter takes a person", "王建国老师那组在哪个病区", wards, map[string]any{}},
	})
}
