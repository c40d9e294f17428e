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

func TestFillArgsNoChargeIsAClaim(t *testing.T) {
	const repair = `{"type":"object","properties":{"job":{"type":"string","pattern":"^J-[0-9]{4}$"},"cost":{"type":"number"},"note":{"type":"string"}},"required":["job"]}`
	runFillCases(t, []fillCase{
		{"no cost estimate is no cost", "Log the lock repair for J-1042, no cost estimate yet", repair, map[string]any{"job": "J-1042"}},
		{"不免费 is a charge", "登记 J-1042 的换锁维修，这次不免费，费用还没定", repair, map[string]any{"job": "J-1042"}},
		{"a question whether it is free", "登记 J-1042 的换锁维修，客户问能不能免费", repair, map[string]any{"job": "J-1042"}},
		{"asked whether it is free", "Log the lock repair for J-1042, the customer asked whether it is free of charge", repair, map[string]any{"job": "J-1042"}},
		{"no charge for the labour", "Log the lock repair for J-1042, no charge for the labour", repair, map[string]any{"job": "J-1042", "cost": 0.0}},
		{"免费 stated", "登记 J-1042 的换锁维修，这次免费", repair, map[string]any{"job": "J-1042", "cost": 0.0}},
	})
}
