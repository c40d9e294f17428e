package embedded

import "testing"

// TestFillArgsOrderLines fills a list of objects, each a code the item
// schema's pattern takes and a count, with the codes the goal names and
// the count written next to each.
func TestFillArgsOrderLines(t *testing.T) {
	const ship = `{"type":"object","properties":{
		"depot":{"type":"string"},
		"lines":{"type":"array","description":"Lines to ship.","items":{"type":"object","properties":{
			"part":{"type":"string","pattern":"^K[0-9]{4}$","description":"Part number."},
			"count":{"type":"integer","minimum":1,"maximum":500}},"required":["part","count"]}}},"required":["lines"]}`
	line := func(part string, n int64) map[string]any { return map[string]any{"part": part, "count": n} }
	runFillCases(t, []fillCase{
		{"counts before the codes", "ship 24 boxes of K1234 and 12 of K5678", ship,
			map[string]any{"lines": []any{line("K1234", 24), line("K5678", 12)}}},
		{"Han counts after the codes", "发货：K1234一百件、K5678六十件", ship,
			map[string]any{"lines": []any{line("K1234", 100), line("K5678", 60)}}},
		{"a Han count before the code", "发50件K1234", ship,
			map[string]any{"lines": []any{line("K1234", 50)}}},
		{"the one count of the code named apart", "看一下北仓K1234还有几箱，如果不够20箱就从南仓拉30箱过来", ship,
			map[string]any{"lines": []any{line("K1234", 30)}}},
		{"two counts of the code named apart", "看一下北仓K1234还有几箱，从南仓拉30箱，再从东仓拉20箱", ship, map[string]any{}},
		{"a count out of bounds", "ship 900 boxes of K1234", ship, map[string]any{}},
	})
	const priced = `{"type":"object","properties":{
		"lines":{"type":"array","items":{"type":"object","properties":{
			"part":{"type":"string","pattern":"^K[0-9]{4}$"},
			"count":{"type":"integer","minimum":1},
			"unit_price":{"type":"number","minimum":0}},"required":["part","count"]}}}}`
	const unsaid = `{"type":"object","properties":{
		"lines":{"type":"array","items":{"type":"object","properties":{
			"part":{"type":"string","pattern":"^K[0-9]{4}$"},
			"count":{"type":"integer","minimum":1},
			"unit_price":{"type":"number","minimum":0}}}}}}`
	runFillCases(t, []fillCase{
		{"the count the item requires", "Order 5 copies of K1234 and 3 of K5678", priced,
			map[string]any{"lines": []any{line("K1234", 5), line("K5678", 3)}}},
		{"a count asked for after the code", "下一张采购单，K1234 要200盒，K5678 要50盒", priced,
			map[string]any{"lines": []any{line("K1234", 200), line("K5678", 50)}}},
		{"two numbers neither required", "Order 5 copies of K1234", unsaid, map[string]any{}},
	})
}
