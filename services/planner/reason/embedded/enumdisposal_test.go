package embedded

import "testing"

// TestEnumByGlossDisposal names how an item is disposed of from the
// Chinese words for recycling and giving away, and leaves it unset where
// neither is said.
func TestEnumByGlossDisposal(t *testing.T) {
	const withdraw = `{"type":"object","properties":{"item":{"type":"string","pattern":"^[0-9]{14}$"},
		"disposal":{"type":"string","enum":["discard","recycle","donate","transfer"]}}}`
	runFillCases(t, []fillCase{
		{"recycled", "31270001120087 太破了，下架吧，拿去回收", withdraw, map[string]any{"item": "31270001120087", "disposal": "recycle"}},
		{"given away", "31270001120087 下架，书捐给乡村学校", withdraw, map[string]any{"item": "31270001120087", "disposal": "donate"}},
		{"a donation", "31270001120087 下架，做捐赠", withdraw, map[string]any{"item": "31270001120087", "disposal": "donate"}},
		{"nothing said", "31270001120087 太破了，下架吧", withdraw, map[string]any{"item": "31270001120087"}},
		{"a return is no recycling", "31270001120087 收回来了，下架吧", withdraw, map[string]any{"item": "31270001120087"}},
	})
}
