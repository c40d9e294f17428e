package embedded

import "testing"

// TestFillArgsImpliedByASibling leaves out an enum value the goal names
// only through another parameter's value whose gloss holds it: a branch
// glossed with its area names the area, which the goal does not ask to
// filter by again.
func TestFillArgsImpliedByASibling(t *testing.T) {
	const shops = `{"type":"object","properties":{` +
		`"shop":{"type":"string","enum":["hexi","chengdong","hupan"],"description":"Shop: hexi (河西店, Hexi, North), chengdong (城东店, Chengdong, North), hupan (湖畔店, Hupan, South)."},` +
		`"area":{"type":"string","enum":["north","south","all"],"description":"Area: north (北区: 河西, 城东), south (南区: 湖畔), all (全部门店, every shop)."}}}`
	runFillCases(t, []fillCase{
		{"the shop alone", "城东店上个月的退货单", shops, map[string]any{"shop": "chengdong"}},
		{"the other shop alone", "湖畔店上个月的退货单", shops, map[string]any{"shop": "hupan"}},
		{"the area alone", "北区上个月的退货单", shops, map[string]any{"area": "north"}},
		{"the area stated besides", "南区的湖畔店上个月的退货单", shops, map[string]any{"shop": "hupan", "area": "south"}},
		{"the area in English", "returns at the Hexi shop of the North area", shops, map[string]any{"shop": "hexi", "area": "north"}},
	})
}
