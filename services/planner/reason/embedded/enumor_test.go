package embedded

import "testing"

func TestFillArgsEnumEitherSideOfOr(t *testing.T) {
	const closed = `{"type":"object","properties":{"reason":{"type":"string","enum":["repairs","power_or_water_outage","holiday"]}}}`
	runFillCases(t, []fillCase{
		{"one side of or names the value", "明天全天停电，闭馆一天", closed, map[string]any{"reason": "power_or_water_outage"}},
		{"the other side too", "明天停水，闭馆", closed, map[string]any{"reason": "power_or_water_outage"}},
		{"neither side", "明天闭馆", closed, map[string]any{}},
	})
}
