package embedded

import "testing"

// TestFillArgsUpkeepLawAndLineWords reads the common Chinese words of a
// car's upkeep, a case at law and a phone line's bills as the English
// values they name, and the British fibre as fiber.
func TestFillArgsUpkeepLawAndLineWords(t *testing.T) {
	const (
		fuel    = `{"type":"object","properties":{"fuel_level":{"type":"string","enum":["empty","half","full"]}}}`
		damage  = `{"type":"object","properties":{"damage_type":{"type":"string","enum":["scratch","dent","collision"]}}}`
		job     = `{"type":"object","properties":{"service_type":{"type":"string","enum":["oil_change","brake_service","battery"]}}}`
		class   = `{"type":"object","properties":{"vehicle_class":{"type":"string","enum":["economy","compact","luxury","ev"]}}}`
		doc     = `{"type":"object","properties":{"doc_type":{"type":"string","enum":["pleading","contract","evidence"]}}}`
		limit   = `{"type":"object","properties":{"deadline_type":{"type":"string","enum":["statute_of_limitations","appeal","filing"]}}}`
		bills   = `{"type":"object","properties":{"status":{"type":"string","enum":["paid","unpaid","overdue"]}}}`
		cover   = `{"type":"object","properties":{"technology":{"type":"string","enum":["4g","5g","fiber"]},"indoor":{"type":"boolean","description":"Indoor coverage rather than outdoor."}}}`
		fleet   = `{"type":"object","properties":{"status":{"type":"string","enum":["available","in_maintenance","out_of_service"]}}}`
		quality = `{"type":"object","properties":{"status":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"满油", "录一下还车检查：满油", fuel, map[string]any{"fuel_level": "full"}},
		{"凹了", "车头保险杠凹了一块，开个车损单", damage, map[string]any{"damage_type": "dent"}},
		{"追尾", "追尾撞的，开个车损单", damage, map[string]any{"damage_type": "collision"}},
		{"换机油", "给这台车约个换机油", job, map[string]any{"service_type": "oil_change"}},
		{"刹车保养", "下周一做刹车保养", job, map[string]any{"service_type": "brake_service"}},
		{"豪华车", "豪华车租三天多少钱", class, map[string]any{"vehicle_class": "luxury"}},
		{"经济型", "只限经济型", class, map[string]any{"vehicle_class": "economy"}},
		{"证据材料", "最近上传了哪些证据材料", doc, map[string]any{"doc_type": "evidence"}},
		{"合同", "哪些合同里提到了竞业限制", doc, map[string]any{"doc_type": "contract"}},
		{"诉讼时效", "未来30天内到期的诉讼时效有哪些", limit, map[string]any{"deadline_type": "statute_of_limitations"}},
		{"在办", "还有哪些在办的案件", quality, map[string]any{"status": "open"}},
		{"没交", "还有哪些账单没交", bills, map[string]any{"status": "unpaid"}},
		{"室内 and fibre", "can we get fibre 室内 coverage here", cover, map[string]any{"technology": "fiber", "indoor": true}},
		{"保养 is maintenance, not the service of out_of_service", "这台车设成保养中", fleet, map[string]any{"status": "in_maintenance"}},
		{"no such word", "车头保险杠换了，开个单", damage, map[string]any{}},
		{"a bill paid", "这张账单交了吗", bills, map[string]any{}},
	})
}
