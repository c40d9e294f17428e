package embedded

import "testing"

// TestFillArgsGivenAmount: a number after a verb of giving is the sum
// given, the one amount of money the schema asks for.
func TestFillArgsGivenAmount(t *testing.T) {
	const (
		award = `{"type":"object","properties":{"application_id":{"type":"string","pattern":"^SA-[0-9]{5}$"},"decision":{"type":"string","enum":["approved","rejected"]},"amount_cny":{"type":"number","description":"Amount awarded in yuan.","minimum":0}},"required":["application_id","decision"]}`
		gift  = `{"type":"object","properties":{"amount":{"type":"number"},"recipients":{"type":"integer"}}}`
	)
	runFillCases(t, []fillCase{
		{"给 a sum", "SA-10233 approve 一下，给 3000", award, map[string]any{"application_id": "SA-10233", "decision": "approved", "amount_cny": float64(3000)}},
		{"give a sum", "Approve SA-10233 and give 2500.", award, map[string]any{"application_id": "SA-10233", "decision": "approved", "amount_cny": float64(2500)}},
		{"a count given is no sum", "给 3 个人发红包", gift, map[string]any{}},
	})
}
