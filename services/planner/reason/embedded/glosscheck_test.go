package embedded

import "testing"

// TestFillArgsCheckGloss: the Chinese words of a food-safety round — a
// temperature (温度), a freezer (冰柜, 冷冻柜), washing hands (洗手) — name
// the English values of the check they make; a word that only shares
// characters with them, or names half of a value, names none.
func TestFillArgsCheckGloss(t *testing.T) {
	const check = `{"type":"object","properties":{"kind":{"type":"string","description":"Kind of check.","enum":["fridge_temperature","freezer_temperature","hand_washing","oil_quality"]},"reading":{"type":"number","description":"Reading in degrees."}}}`
	runFillCases(t, []fillCase{
		// the words the rule reads
		{"冰箱温度 is a fridge temperature", "后厨冰箱温度正常，记一下", check, map[string]any{"kind": "fridge_temperature"}},
		{"冰柜 is a freezer", "冰柜温度查过了", check, map[string]any{"kind": "freezer_temperature"}},
		{"洗手 is hand washing", "员工洗手检查做完了", check, map[string]any{"kind": "hand_washing"}},
		// what the rule must leave alone
		{"体温 is no fridge", "员工体温都正常", check, map[string]any{}},
		{"a temperature alone names no value", "今天温度怎么样？", check, map[string]any{}},
		{"洗手间 is a restroom", "洗手间在哪里", check, map[string]any{}},
		{"a fridge alone names no value", "冰箱门坏了", check, map[string]any{}},
		{"a reading is no kind", "温度读数 4 度", check, map[string]any{"reading": 4.0}},
	})
}
