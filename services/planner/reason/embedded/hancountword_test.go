package embedded

import "testing"

// TestFillArgsHanCountWords: a Han numeral counted by a measure word for
// packs (盒, 瓶, 袋) fills a count as 件 and 个 do; a numeral that opens a
// word with 包 or 支 (统一包装, 统一支付) and a count of days leave it
// open.
func TestFillArgsHanCountWords(t *testing.T) {
	const count = `{"type":"object","properties":{"bin_ref":{"type":"string","pattern":"^QV-\\d{4}$"},"quantity":{"type":"integer","minimum":1}},"required":["bin_ref","quantity"]}`
	runFillCases(t, []fillCase{
		{"one box", "QV-1234 刚卖出一盒", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(1)}},
		{"two bottles", "给 QV-1234 开两瓶", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(2)}},
		{"three bags", "QV-1234 领三袋", count, map[string]any{"bin_ref": "QV-1234", "quantity": int64(3)}},
		{"a word of 包", "QV-1234 统一包装", count, map[string]any{"bin_ref": "QV-1234"}},
		{"a word of 支", "QV-1234 统一支付", count, map[string]any{"bin_ref": "QV-1234"}},
		{"days", "QV-1234 够用三天", count, map[string]any{"bin_ref": "QV-1234"}},
	})
}
