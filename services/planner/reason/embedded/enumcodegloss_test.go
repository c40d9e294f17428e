package embedded

import "testing"

// TestFillArgsEnumCodeGlosses: an enum of codes whose description glosses
// each code ("AVN = Avonlea Depot (青石仓); BRK = Brookfield Depot") lets a
// goal name the code by its gloss, in English or in Han characters, the
// whole gloss or a part no other gloss holds — never a value of an enum of
// words, whose brackets tell what it means, not what names it.
func TestFillArgsEnumCodeGlosses(t *testing.T) {
	const (
		depots = `Depot code. AVN = Avonlea Depot (青石仓, 总仓); BRK = Brookfield Depot (溪桥仓); MRW = Marrow Hill Depot (马岭仓); QNT = Quintard Depot (昆塘仓).`
		stock  = `{"type":"object","properties":{"depot":{"type":"string","enum":["AVN","BRK","MRW","QNT"],"description":"` + depots + `"}}}`
		tiers  = `{"type":"object","properties":{"tier":{"type":"string","enum":["basic","senior","visitor"],"description":"basic; senior (65+, fees halved); visitor (short stay, 2 items)."}}}`
	)
	runFillCases(t, []fillCase{
		{"an English gloss", "What's waiting at Brookfield to go out?", stock, map[string]any{"depot": "BRK"}},
		{"two words of an English gloss", "stock counts at Marrow Hill last week", stock, map[string]any{"depot": "MRW"}},
		{"a whole Han gloss", "溪桥仓上周的出库量", stock, map[string]any{"depot": "BRK"}},
		{"a Han gloss's second name", "总仓还有多少货", stock, map[string]any{"depot": "AVN"}},
		{"the part of a Han gloss no other holds", "昆塘 last week 的出库量", stock, map[string]any{"depot": "QNT"}},
		{"two depots for one parameter", "Brookfield and Quintard stock", stock, map[string]any{}},
		{"a negated depot", "stock everywhere except Brookfield", stock, map[string]any{}},
		{"no depot named", "list all the stock", stock, map[string]any{}},
		{"an enum of words glossed in brackets", "waive the fees for this one", tiers, map[string]any{}},
	})
}
