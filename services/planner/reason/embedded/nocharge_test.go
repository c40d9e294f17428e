package embedded

import "testing"

func TestFillArgsNoCharge(t *testing.T) {
	const job = `{"type":"object","properties":{"job":{"type":"string","pattern":"^J-[0-9]{4}$"},"fee":{"type":"number","description":"Fee billed."}},"required":["job"]}`
	const two = `{"type":"object","properties":{"job":{"type":"string","pattern":"^J-[0-9]{4}$"},"fee":{"type":"number"},"parts_cost":{"type":"number"}},"required":["job"]}`
	runFillCases(t, []fillCase{
		{"nothing charged", "Finish J-1042, the fitter fixed the hinge free of charge", job, map[string]any{"job": "J-1042", "fee": 0.0}},
		{"in Chinese", "J-1042 修好了，免费", job, map[string]any{"job": "J-1042", "fee": 0.0}},
		{"two amounts, no telling which", "Finish J-1042, no charge", two, map[string]any{"job": "J-1042"}},
		{"a charge stated", "Finish J-1042, the fee was 80", job, map[string]any{"job": "J-1042", "fee": 80.0}},
	})
}
