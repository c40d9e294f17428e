package embedded

import "testing"

func TestFillArgsHanNumberCue(t *testing.T) {
	const lease = `{"type":"object","properties":{"contract":{"type":"string","pattern":"^C-[0-9]{5}$"},"new_rent":{"type":"integer","description":"New rent in yuan."},"deposit":{"type":"integer","description":"Deposit in yuan."}},"required":["contract"]}`
	const two = `{"type":"object","properties":{"old_rent":{"type":"integer"},"new_rent":{"type":"integer"}}}`
	runFillCases(t, []fillCase{
		{"a noun and a change to its number", "C-10021 的房租调到4200", lease, map[string]any{"contract": "C-10021", "new_rent": int64(4200)}},
		{"a noun with a colon", "C-10021 押金：8400", lease, map[string]any{"contract": "C-10021", "deposit": int64(8400)}},
		{"a noun two parameters share names neither", "房租调到4200", two, map[string]any{}},
	})
}

func TestFillArgsHanNumberCueNamesTheHead(t *testing.T) {
	const (
		parcel = `{"type":"object","properties":{"weight_kg":{"type":"number"},"shipping_days":{"type":"integer","description":"Days allowed for delivery."}}}`
		hire   = `{"type":"object","properties":{"name":{"type":"string"},"salary_grade":{"type":"integer","description":"Pay grade 1-10"}}}`
		stock  = `{"type":"object","properties":{"sku":{"type":"string"},"stock_alert_days":{"type":"integer"}}}`
		fee    = `{"type":"object","properties":{"shipping_fee":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"a fee is no count of days", "寄一个包裹，运费20元以内", parcel, map[string]any{}},
		{"a salary is no grade", "新员工工资8000", hire, map[string]any{}},
		{"a stock is no count of days", "库存 500 件", stock, map[string]any{}},
		{"a fee named by its kind", "运费20元", fee, map[string]any{"shipping_fee": 20.0}},
	})
}

// TestFillArgsHanNumberCueRough: a word that says the number is rough (大概,
// 大约, 约) may stand between the noun and its number.
func TestFillArgsHanNumberCueRough(t *testing.T) {
	const repair = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^T-[0-9]{4}$"},"estimated_cost":{"type":"number","description":"Estimated cost, CNY."}},"required":["ticket"]}`
	runFillCases(t, []fillCase{
		{"rough before the number", "T-1024 师傅估的费用大概3000", repair, map[string]any{"ticket": "T-1024", "estimated_cost": 3000.0}},
		{"rough after the link", "T-1024 的费用是大约2万", repair, map[string]any{"ticket": "T-1024", "estimated_cost": 20000.0}},
	})
}

// TestFillArgsHanNumberCueAppraised: 估值 and 估价 name an estimated
// value or cost; a price the goal does not appraise is left alone.
func TestFillArgsHanNumberCueAppraised(t *testing.T) {
	const (
		gift   = `{"type":"object","properties":{"donor":{"type":"string","pattern":"^D-[0-9]{4}$"},"boxes":{"type":"integer"},"estimated_value":{"type":"number","description":"Estimated value"}},"required":["donor"]}`
		repair = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^T-[0-9]{4}$"},"estimated_cost_cny":{"type":"number"}},"required":["ticket"]}`
		sale   = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^T-[0-9]{4}$"},"list_price":{"type":"number"}},"required":["ticket"]}`
	)
	runFillCases(t, []fillCase{
		{"a value in 万元", "D-3301 送来一批旧书，估值约 3.5 万元", gift, map[string]any{"donor": "D-3301", "estimated_value": 35000.0}},
		{"an appraised cost", "T-5120 的车门刮了，估价2800", repair, map[string]any{"ticket": "T-5120", "estimated_cost_cny": 2800.0}},
		{"no appraisal named", "T-5120 的车门刮了，师傅说2800", repair, map[string]any{"ticket": "T-5120"}},
		{"an appraisal is no list price", "T-5120 的旧车估价2800", sale, map[string]any{"ticket": "T-5120"}},
	})
}

// TestFillArgsHanNumberCuePayRate: 时薪 and 月薪 name the pay a pay_rate
// takes, rate being only the amount of it, and 账单价 the price a
// bill_rate bills; a rate of another thing is named by neither.
func TestFillArgsHanNumberCuePayRate(t *testing.T) {
	const (
		shift = `{"type":"object","properties":{"pay_rate":{"type":"number","description":"Hourly pay to the worker."},"bill_rate":{"type":"number","description":"Hourly rate charged to the customer."}}}`
		bill  = `{"type":"object","properties":{"bill_rate":{"type":"number","description":"Hourly rate charged to the customer."}}}`
		pay   = `{"type":"object","properties":{"pay_rate":{"type":"number","description":"Hourly pay to the worker."}}}`
	)
	runFillCases(t, []fillCase{
		{"an hourly pay", "周六加一个保洁班，时薪28", shift, map[string]any{"pay_rate": 28.0}},
		{"a monthly pay after a space", "招一个前台，月薪 6500", shift, map[string]any{"pay_rate": 6500.0}},
		{"a pay is no rate charged", "周六加一个保洁班，时薪28", bill, map[string]any{}},
		{"the price billed", "周六加一个保洁班，时薪28，账单价40", shift, map[string]any{"pay_rate": 28.0, "bill_rate": 40.0}},
		{"a bill's price for a rate billed", "这个保洁班给客户的账单价40", bill, map[string]any{"bill_rate": 40.0}},
		{"a bill's price is no pay", "这个保洁班给客户的账单价40", pay, map[string]any{}},
	})
}
