package embedded

import "testing"

func TestFillArgsLatinLabelBeforeDe(t *testing.T) {
	const orders = `{"type":"object","properties":{"project_id":{"type":"string","pattern":"^PJ-[0-9]{4}$"},"vendor":{"type":"string","description":"Vendor name."}}}`
	runFillCases(t, []fillCase{
		{"a Latin value ends at 的", "PJ-0388 的单子里 vendor 是 Northwind 的都列一下", orders,
			map[string]any{"project_id": "PJ-0388", "vendor": "Northwind"}},
		{"a Latin value without 的 stays whole", "PJ-0388 的单子 vendor 是 Northwind Traders", orders,
			map[string]any{"project_id": "PJ-0388", "vendor": "Northwind Traders"}},
	})
}
