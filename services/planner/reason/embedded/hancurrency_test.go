package embedded

import "testing"

// TestFillArgsHanCurrencyIsMoney: a number a currency named in Chinese
// follows (美元, 欧元) is money, as one 元 follows is, and fills the one
// parameter named for an amount; a number of another unit does not.
func TestFillArgsHanCurrencyIsMoney(t *testing.T) {
	const claim = `{"type":"object","properties":{"order_ref":{"type":"string","pattern":"^OR-[0-9]{5}$"},"claimed_amount":{"type":"number"}}}`
	runFillCases(t, []fillCase{
		{"dollars", "OR-20417 的包裹丢了，帮客户提个索赔，要1200美元", claim, map[string]any{"order_ref": "OR-20417", "claimed_amount": 1200.0}},
		{"euros", "OR-20417 的包裹丢了，提个索赔，要350欧元", claim, map[string]any{"order_ref": "OR-20417", "claimed_amount": 350.0}},
		{"leave alone: a weight", "OR-20417 的包裹丢了，提个索赔，重1200公斤", claim, map[string]any{"order_ref": "OR-20417"}},
	})
}
