package embedded

import "testing"

func TestFillArgsEnumPassive(t *testing.T) {
	const block = `{"type":"object","properties":{"reason":{"type":"string","enum":["lost","stolen","misuse"],"description":"lost=丢失, stolen=被盗, misuse=盗用"}}}`
	runFillCases(t, []fillCase{
		{"被 opens the verb another value names", "这张卡被盗用了，先停掉", block, map[string]any{"reason": "misuse"}},
		{"被盗 alone stays", "这张卡被盗了，先停掉", block, map[string]any{"reason": "stolen"}},
	})
}
