package embedded

import "testing"

// TestFillArgsEnumGlossStates: general Chinese words for what a room's air
// reads, a thing's state and kind, what is done to it and who it is for
// name the enum values written in English.
func TestFillArgsEnumGlossStates(t *testing.T) {
	const (
		reading = `{"type":"object","properties":{"metric":{"type":"string","enum":["temperature","humidity","lux"]}}}`
		grade   = `{"type":"object","properties":{"grade":{"type":"string","enum":["excellent","good","fair","poor","unstable"]},"material":{"type":"string","enum":["ceramic","textile","metal"]}}}`
		work    = `{"type":"object","properties":{"task":{"type":"string","enum":["cleaning","repair","pest_treatment"]},"kind":{"type":"string","enum":["install","deinstall"]}}}`
		event   = `{"type":"object","properties":{"kind":{"type":"string","enum":["touching","theft","medical"]}}}`
		mild    = `{"type":"object","properties":{"severity":{"type":"string","enum":["light","moderate","severe"]},"theme":{"type":"string","enum":["light","dark"]}}}`
		whom    = `{"type":"object","properties":{"audience":{"type":"string","enum":["all_staff","managers","family","primary","secondary"]}}}`
	)
	runFillCases(t, []fillCase{
		{"humidity", "看一下仓库这周的湿度", reading, map[string]any{"metric": "humidity"}},
		{"light", "拉一下二楼的光照数据", reading, map[string]any{"metric": "lux"}},
		{"a good grade", "检查过了，整体良好", grade, map[string]any{"grade": "good"}},
		{"an unstable grade and a ceramic", "哪些瓷器状态不稳定", grade, map[string]any{"grade": "unstable", "material": "ceramic"}},
		{"cleaning", "开个清洁的工单", work, map[string]any{"task": "cleaning"}},
		{"pest treatment", "安排一次虫害处理", work, map[string]any{"task": "pest_treatment"}},
		{"taking a show down", "下周开始撤展", work, map[string]any{"kind": "deinstall"}},
		{"touching", "有人摸了展柜", event, map[string]any{"kind": "touching"}},
		{"all staff", "给全体员工发个通知", whom, map[string]any{"audience": "all_staff"}},
		{"a family", "家庭套票有哪些", whom, map[string]any{"audience": "family"}},
		{"pupils of a primary school", "面向小学生的活动", whom, map[string]any{"audience": "primary"}},
		{"none of them named", "下周的排班表发我", whom, map[string]any{}},
		{"a reading not named", "这周的温湿度报警", grade, map[string]any{}},
		// must leave alone: how much light is no light degree or colour
		{"light is no mild degree", "三号温室光照不足，叶子发黄了", mild, map[string]any{}},
		{"light is no pale theme", "温室光照传感器坏了", mild, map[string]any{}},
	})
}

// TestFillArgsEnumGlossRestoration: 修复 is restoring an old thing, the
// conservation of it; a fund named otherwise is left alone.
func TestFillArgsEnumGlossRestoration(t *testing.T) {
	const fund = `{"type":"object","properties":{"fund":{"type":"string","enum":["general","education","conservation","capital"]}}}`
	runFillCases(t, []fillCase{
		{"a restoration fund", "今天捐了5万元给修复基金", fund, map[string]any{"fund": "conservation"}},
		{"an unnamed fund", "今天捐了5万元，帮我登记一下", fund, map[string]any{}},
	})
}
