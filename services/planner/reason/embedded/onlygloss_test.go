package embedded

import "testing"

// TestFillArgsEnumByOnly: a value glossed as one thing alone is named by
// the goal asking for that thing alone, though another value's gloss
// holds it too.
func TestFillArgsEnumByOnly(t *testing.T) {
	const (
		wash = `{"type":"object","properties":{"package":{"type":"string","enum":["exterior_only","full","deluxe"],"description":"exterior_only (外观清洗 only), full (外观清洗 + 内饰), deluxe (full plus wax)."}}}`
		plan = `{"type":"object","properties":{"tier":{"type":"string","enum":["basic","plus"],"description":"basic (only the frame warranty), plus (frame warranty, parts and labour)."}}}`
	)
	runFillCases(t, []fillCase{
		{"只 before the thing", "这辆车只做外观清洗要多少钱", wash, map[string]any{"package": "exterior_only"}},
		{"the thing without only", "这辆车做外观清洗要多少钱", wash, map[string]any{}},
		{"only before the thing", "Quote the bike with only the frame warranty", plan, map[string]any{"tier": "basic"}},
	})
}
