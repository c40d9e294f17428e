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

// TestFillArgsCodeAfterGlossedNoun: the nouns of instructions, releases
// and seals name the code after them.
func TestFillArgsCodeAfterGlossedNoun(t *testing.T) {
	const (
		order = `{"type":"object","properties":{"instruction_ref":{"type":"string","description":"Instruction reference."}}}`
		gate  = `{"type":"object","properties":{"release_ref":{"type":"string"},"seal_no":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"an instruction", "按总部指令号 HQ-INS-0042 执行", order, map[string]any{"instruction_ref": "HQ-INS-0042"}},
		{"a release", "货物已放行，放行单号 RL20260099", gate, map[string]any{"release_ref": "RL20260099"}},
		{"a seal", "车厢铅封 SL774411 完好", gate, map[string]any{"seal_no": "SL774411"}},
	})
}
