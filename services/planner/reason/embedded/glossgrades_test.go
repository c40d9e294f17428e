package embedded

import "testing"

// TestFillArgsConditionGradeGloss: general Chinese words for how sound a
// thing is name the English grades: 良好 good, 不稳定 unstable.
func TestFillArgsConditionGradeGloss(t *testing.T) {
	const grade = `{"type":"object","properties":{"condition":{"type":"string","description":"Grade","enum":["excellent","good","fair","poor","unstable"]}}}`
	runFillCases(t, []fillCase{
		{"良好 is good", "今天检查的，整体良好，边缘有轻微龟裂", grade, map[string]any{"condition": "good"}},
		{"不稳定 is unstable", "有没有评级为“不稳定”的藏品？", grade, map[string]any{"condition": "unstable"}},
		{"较差 is poor", "状况较差的有哪些", grade, map[string]any{"condition": "poor"}},
		{"no grade named", "今天检查的，边缘有轻微龟裂", grade, map[string]any{}},
	})
}
