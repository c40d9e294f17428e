package embedded

import "testing"

// TestFillArgsEnumRenderedNames: the English rendering in brackets after
// a value's Chinese gloss names the value by a capitalised word no other
// rendering holds, pinyin apostrophe or not; a word of two renderings, a
// translated word that is no pinyin of the gloss, and capitals in a
// description with no Chinese gloss, name none.
func TestFillArgsEnumRenderedNames(t *testing.T) {
	const (
		branch = `{"type":"object","properties":{"branch":{"type":"string","enum":["sh_pd","sh_ja","cd_wuhou","xa_yanta"],"description":"Branch: sh_pd = 上海浦东店 (Pudong, Shanghai); sh_ja = 上海静安店 (Jing'an, Shanghai); cd_wuhou = 成都武侯店 (Wuhou, Chengdu); xa_yanta = 西安雁塔店 (Yanta, Xi'an)."}}}`
		site   = `{"type":"object","properties":{"site":{"type":"string","enum":["ctr","est"],"description":"Site: ctr = 中心店 (Central Plaza); est = 东区店 (East Side)."}}}`
		level  = `{"type":"object","properties":{"level":{"type":"string","enum":["low","high"],"description":"low = minor (Cosmetic only); high = urgent (Safety risk)."}}}`
	)
	runFillCases(t, []fillCase{
		{"a district with its apostrophe", "how busy is Jing'an right now", branch, map[string]any{"branch": "sh_ja"}},
		{"a city one rendering holds", "how busy is the Chengdu gym right now", branch, map[string]any{"branch": "cd_wuhou"}},
		{"a city with its apostrophe", "how busy is the Xi'an gym", branch, map[string]any{"branch": "xa_yanta"}},
		{"a city two renderings hold", "how busy is Shanghai right now", branch, map[string]any{}},
		{"a translated word opening a sentence", "Central heating is broken, log a ticket", site, map[string]any{}},
		{"a translated compass word", "East wind warning: close the patio", site, map[string]any{}},
		{"capitals with no Chinese gloss", "Safety first: how busy is it", level, map[string]any{}},
	})
}
