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

// TestFillArgsEnumGlossEverydayStates names states, kinds and groupings
// by everyday Chinese words: 开放 open, 关闭 closed, 还在执行
// active, 拥挤 crowding, 渠道 channel, 高级 advanced, 手机 phone, 电池
// battery. A sentence naming none of them sets nothing.
func TestFillArgsEnumGlossEverydayStates(t *testing.T) {
	const (
		trail = `{"type":"object","properties":{"status":{"type":"string","enum":["open","closed","partially_open"]},"level":{"type":"string","enum":["beginner","intermediate","advanced"]}}}`
		deal  = `{"type":"object","properties":{"status":{"type":"string","enum":["draft","active","completed"]}}}`
		issue = `{"type":"object","properties":{"category":{"type":"string","enum":["delay","crowding","cleanliness"]}}}`
		found = `{"type":"object","properties":{"item_type":{"type":"string","enum":["bag","phone","wallet"]}}}`
		fault = `{"type":"object","properties":{"fault_type":{"type":"string","enum":["engine","battery","brakes"]}}}`
		sales = `{"type":"object","properties":{"group_by":{"type":"string","enum":["day","channel","product"]}}}`
	)
	runFillCases(t, []fillCase{
		{"开放 and 高级", "现在开放的高级路线有哪些", trail, map[string]any{"status": "open", "level": "advanced"}},
		{"关闭", "三号路线今天关闭", trail, map[string]any{"status": "closed"}},
		{"开放时间 asks when", "三号路线的开放时间是几点", trail, map[string]any{}},
		{"还在执行", "还在执行的合同有哪些", deal, map[string]any{"status": "active"}},
		{"拥挤", "关于车厢拥挤的投诉", issue, map[string]any{"category": "crowding"}},
		{"手机", "乘客丢了手机", found, map[string]any{"item_type": "phone"}},
		{"电池", "车子电池故障了", fault, map[string]any{"fault_type": "battery"}},
		{"渠道", "按各销售渠道统计收入", sales, map[string]any{"group_by": "channel"}},
		{"none named", "乘客丢了东西", found, map[string]any{}},
	})
}
