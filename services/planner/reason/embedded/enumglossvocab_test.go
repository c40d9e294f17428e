package embedded

import "testing"

func TestFillArgsEnumGlossVocabulary(t *testing.T) {
	const (
		scan  = `{"type":"object","properties":{"modality":{"type":"string","enum":["xray","ultrasound","ct"]},"area":{"type":"string","enum":["thorax","abdomen","limb"]}}}`
		room  = `{"type":"object","properties":{"room_type":{"type":"string","enum":["study_room","event_room"]}}}`
		spend = `{"type":"object","properties":{"category":{"type":"string","enum":["staff","venue","travel"]}}}`
		day   = `{"type":"object","properties":{"day":{"type":"string","enum":["mon","tue","wed","thu","fri","sat","sun"]}}}`
		note  = `{"type":"object","properties":{"template":{"type":"string","enum":["thank_you","reminder"]}}}`
		stage = `{"type":"object","properties":{"stage":{"type":"string","enum":["interim","final"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a chest film is an x-ray of the thorax", "给这只狗拍个胸片", scan, map[string]any{"modality": "xray", "area": "thorax"}},
		{"an abdominal B-mode scan", "做个腹部B超", scan, map[string]any{"modality": "ultrasound", "area": "abdomen"}},
		{"x-rays in English", "Order x-rays of the leg", scan, map[string]any{"modality": "xray"}},
		{"a study room", "订一间自习室", room, map[string]any{"room_type": "study_room"}},
		{"a venue's rent", "记一笔场地租金", spend, map[string]any{"category": "venue"}},
		{"a weekday to a day code", "周六能来的人", day, map[string]any{"day": "sat"}},
		{"a thank-you letter", "发一封感谢信", note, map[string]any{"template": "thank_you"}},
		{"a mid-term report", "交中期报告", stage, map[string]any{"stage": "interim"}},
		{"no scan named", "这只猫吐了", scan, map[string]any{}},
	})
}
