package embedded

import "testing"

// TestFillArgsHanInstallments: 分24期 splits a payment into 24 parts and
// fills the parameter that counts installments, by its name or its
// description; a count of anything else is left as it was.
func TestFillArgsHanInstallments(t *testing.T) {
	const pay = `{"type":"object","properties":{"card_id":{"type":"string","pattern":"^CARD-[0-9]{4}$"},"amount":{"type":"number"},"installments":{"type":"integer","description":"Number of monthly installments."}},"required":["card_id","amount"]}`
	const periods = `{"type":"object","properties":{"card_id":{"type":"string","pattern":"^CARD-[0-9]{4}$"},"amount":{"type":"number"},"months":{"type":"integer","description":"Number of installment periods."}},"required":["card_id","amount"]}`
	const qty = `{"type":"object","properties":{"course_id":{"type":"string","pattern":"^C[0-9]{3}$"},"quantity":{"type":"integer"}},"required":["course_id","quantity"]}`
	runFillCases(t, []fillCase{
		{"分24期", "CARD-1234 刷 12000 元，分24期", pay, map[string]any{"card_id": "CARD-1234", "amount": 12000.0, "installments": int64(24)}},
		{"分 12 期 and a described count", "CARD-1234 刷 12000 元，分 12 期", periods, map[string]any{"card_id": "CARD-1234", "amount": 12000.0, "months": int64(12)}},
		{"24 installments", "Charge CARD-1234 12000 in 24 installments", pay, map[string]any{"card_id": "CARD-1234", "amount": 12000.0, "installments": int64(24)}},
		// Must leave alone: no count of parts, or a count no installment parameter takes.
		{"分期 with no count", "CARD-1234 刷 12000 元，分期付款", pay, map[string]any{"card_id": "CARD-1234", "amount": 12000.0}},
		{"3个月 is no installment count", "CARD-1234 刷 12000 元，分3个月还", pay, map[string]any{"card_id": "CARD-1234", "amount": 12000.0}},
		{"a plain quantity", "C101 报2期", qty, map[string]any{"course_id": "C101", "quantity": int64(2)}},
	})
}
