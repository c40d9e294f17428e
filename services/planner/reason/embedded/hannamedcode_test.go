package embedded

import "testing"

// TestFillArgsCodeAfterHanNoun: a code written right after a Chinese noun
// the glossary gives a word of a free-text parameter's name for fills it,
// through a number noun (号, 单号) and a linking 是 or colon; a noun for
// another thing cues nothing.
func TestFillArgsCodeAfterHanNoun(t *testing.T) {
	const (
		claim = `{"type":"object","properties":{"amount":{"type":"number"},"receipt_no":{"type":"string"}}}`
		bill  = `{"type":"object","properties":{"invoice_ref":{"type":"string","description":"Invoice reference."},"note":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"noun and 号", "报销打车费 86 元，收据号 RC-2231", claim, map[string]any{"amount": 86.0, "receipt_no": "RC-2231"}},
		{"noun, 号 and a colon", "报销打车费 86 元，收据号：RC-2231", claim, map[string]any{"amount": 86.0, "receipt_no": "RC-2231"}},
		{"noun and 是", "这笔的发票是 FP-88120", bill, map[string]any{"invoice_ref": "FP-88120"}},
		// Leave alone: the noun names another thing.
		{"another noun", "报销打车费 86 元，订单号 RC-2231", claim, map[string]any{"amount": 86.0}},
	})
}
