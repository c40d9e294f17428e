package embedded

import "testing"

// TestFillArgsLandUnits: a number written in a unit of land (亩, 公顷,
// acres) goes to the parameter whose name or description speaks of that
// unit, and to no parameter of another unit of land.
func TestFillArgsLandUnits(t *testing.T) {
	const (
		lease = `{"type":"object","properties":{"farmer":{"type":"string","pattern":"^F-[0-9]{4}$"},"area_mu":{"type":"number","description":"承包面积（亩）"},"rent":{"type":"number","description":"年租金（元）"}},"required":["farmer"]}`
		field = `{"type":"object","properties":{"farmer":{"type":"string","pattern":"^F-[0-9]{4}$"},"size":{"type":"number","description":"Field size in hectares"},"yield_kg":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"mu glued to the number", "给 F-2031 登记承包地，一共12.5亩", lease, map[string]any{"farmer": "F-2031", "area_mu": 12.5}},
		{"hectares in Chinese", "F-2031 的地有3.2公顷", field, map[string]any{"farmer": "F-2031", "size": 3.2}},
		{"a hectare is no mu", "给 F-2031 登记承包地，一共12.5公顷", lease, map[string]any{"farmer": "F-2031"}},
	})
}
