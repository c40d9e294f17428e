package embedded

import "testing"

// TestFillArgsEnumByHanToken: a Chinese word inside a mixed gloss names
// its value.
func TestFillArgsEnumByHanToken(t *testing.T) {
	const docs = `{"type":"object","properties":{"doc":{"type":"string","enum":["lease_copy","deposit_receipt","move_out_notice"],` +
		`"description":"lease_copy (the signed lease, 合同/电子合同 PDF), deposit_receipt (one-page proof of the deposit 押金收据 for the tenant's records), move_out_notice (notice to vacate 退租通知)."}}}`
	runFillCases(t, []fillCase{
		{"a word of a mixed gloss", "把电子合同发给租客", docs, map[string]any{"doc": "lease_copy"}},
		{"a longer word", "租客要一份押金收据", docs, map[string]any{"doc": "deposit_receipt"}},
	})
}

// TestFillArgsEnumByGlossAcronym: a word of capitals beside the Chinese
// word of one value's gloss names it; one two glosses share, or the
// prefix of a code, names none.
func TestFillArgsEnumByGlossAcronym(t *testing.T) {
	const check = `{"type":"object","properties":{"stage":{"type":"string","enum":["receiving","line","outgoing"],` +
		`"description":"receiving (RQA 收货检查), line (产线巡查 LPA), outgoing (OQA/QA 发货终查, QA)."}}}`
	runFillCases(t, []fillCase{
		{"a word of capitals before", "托盘P-12 RQA抽了20件，全部合格，登记一下", check, map[string]any{"stage": "receiving"}},
		{"a word of capitals after", "上周LPA发现的问题有哪些", check, map[string]any{"stage": "line"}},
		{"a word two glosses share", "上周QA发现的问题有哪些", check, map[string]any{}},
		{"the prefix of a code", "托盘RQA-0042抽了20件，登记一下", check, map[string]any{}},
	})
}
