package embedded

import "testing"

// TestFillArgsKindWordsGloss: general Chinese and English words for kinds
// of thing and the reasons of a change name their English values.
func TestFillArgsKindWordsGloss(t *testing.T) {
	const (
		refund  = `{"type":"object","properties":{"to":{"type":"string","enum":["wallet","original_payment"]}}}`
		outage  = `{"type":"object","properties":{"cause":{"type":"string","enum":["power_cut","equipment","construction","weather"]}}}`
		cond    = `{"type":"object","properties":{"condition":{"type":"string","enum":["good","worn","damaged"]}}}`
		event   = `{"type":"object","properties":{"category":{"type":"string","enum":["story_time","author_talk","workshop","exhibition"]}}}`
		damage  = `{"type":"object","properties":{"damage":{"type":"string","enum":["water","torn_pages","chewed","other"]}}}`
		task    = `{"type":"object","properties":{"task":{"type":"string","enum":["shelving","event_setup","book_sale"]}}}`
		fund    = `{"type":"object","properties":{"fund":{"type":"string","enum":["adult_print","children_print","ebooks"]}}}`
		lot     = `{"type":"object","properties":{"action":{"type":"string","enum":["quarantine","release"]}}}`
		fault   = `{"type":"object","properties":{"fault_type":{"type":"string","enum":["hydraulic","electrical","engine","other"]}}}`
		found   = `{"type":"object","properties":{"found_at":{"type":"string","enum":["gate","yard","vessel"]}}}`
		side    = `{"type":"object","properties":{"panel":{"type":"string","enum":["front","door","left","right","roof"]}}}`
		groom   = `{"type":"object","properties":{"service":{"type":"string","enum":["bath","full_groom","nail_trim"]}}}`
		stay    = `{"type":"object","properties":{"stay_type":{"type":"string","enum":["hospitalisation","icu","boarding"]},"size":{"type":"string","enum":["small","medium","large"]}}}`
		section = `{"type":"object","properties":{"section":{"type":"string","enum":["all","consultations","diagnoses","treatments"]}}}`
		donor   = `{"type":"object","properties":{"donor_type":{"type":"string","enum":["individual","company","foundation"]}}}`
		skill   = `{"type":"object","properties":{"skill":{"type":"string","enum":["driving","cooking","first_aid"]}}}`
		asset   = `{"type":"object","properties":{"asset_type":{"type":"string","enum":["photo","video","graphic"]}}}`
		stage   = `{"type":"object","properties":{"stage":{"type":"string","enum":["pickup","return"]}}}`
	)
	runFillCases(t, []fillCase{
		{"钱包 is the wallet", "充电失败还扣了钱，退回钱包", refund, map[string]any{"to": "wallet"}},
		{"施工 is construction", "门口在施工，登记停运", outage, map[string]any{"cause": "construction"}},
		{"road works are construction", "Road works at the site from tomorrow", outage, map[string]any{"cause": "construction"}},
		{"有点旧 is worn", "书有点旧但没坏", cond, map[string]any{"condition": "worn"}},
		{"作家讲座 is an author talk", "下个月有作家讲座吗", event, map[string]any{"category": "author_talk"}},
		{"泡水 is water", "这本被泡水了", damage, map[string]any{"damage": "water"}},
		{"上架 is shelving", "周六上午去做上架", task, map[string]any{"task": "shelving"}},
		{"少儿 is children", "少儿图书经费还剩多少", fund, map[string]any{"fund": "children_print"}},
		{"隔离 is quarantine", "这个批号先隔离起来", lot, map[string]any{"action": "quarantine"}},
		{"液压 is hydraulic", "大车液压漏油", fault, map[string]any{"fault_type": "hydraulic"}},
		{"闸口 is the gate", "闸口发现箱子有个洞", found, map[string]any{"found_at": "gate"}},
		{"卸船 is the vessel", "卸船时发现门板凹了", found, map[string]any{"found_at": "vessel"}},
		{"右侧 is right", "右侧板有个洞", side, map[string]any{"panel": "right"}},
		{"门板 is the door", "门板凹了", side, map[string]any{"panel": "door"}},
		{"洗澡 is a bath", "约个洗澡，周六下午2点", groom, map[string]any{"service": "bath"}},
		{"寄养 and 大号", "还有空的大号寄养犬舍吗", stay, map[string]any{"stay_type": "boarding", "size": "large"}},
		{"诊断 is the diagnoses", "主要看诊断那部分", section, map[string]any{"section": "diagnoses"}},
		{"企业 is a company", "累计捐款超过10万的企业捐赠人", donor, map[string]any{"donor_type": "company"}},
		{"会开车 is driving", "找几个会开车的志愿者", skill, map[string]any{"skill": "driving"}},
		{"照片 is a photo", "图库里找找外滩夜景的照片", asset, map[string]any{"asset_type": "photo"}},
		{"还车 is the return", "给 RA-1 录一下还车检查", stage, map[string]any{"stage": "return"}},
		{"取车 is the pickup", "查一下 RA-1 的取车检查记录", stage, map[string]any{"stage": "pickup"}},
		{"a word of no value leaves it alone", "找几个志愿者周六来帮忙", skill, map[string]any{}},
	})
}
