package embedded

import "testing"

// TestFillArgsBareNumberCode fills a string parameter whose pattern and
// example are digits with a bare number of that shape, and never with a
// number the goal counts something with.
func TestFillArgsBareNumberCode(t *testing.T) {
	const door = `{"type":"object","properties":{"site":{"type":"string","enum":["north","south"],"description":"Site: north (北区店), south (南区店)."},"unit_number":{"type":"string","pattern":"^[1-9][0-9]{2,3}$","description":"Unit number as on the door, e.g. 1208 (floor 12, unit 08)."}}}`
	const noExample = `{"type":"object","properties":{"unit_number":{"type":"string","pattern":"^[1-9][0-9]{2,3}$"}}}`
	runFillCases(t, []fillCase{
		{"a number glued to the site", "北区店1208现在是什么状态", door, map[string]any{"site": "north", "unit_number": "1208"}},
		{"a number apart from the site", "北区店 305 水管漏水，报修一下", door, map[string]any{"site": "north", "unit_number": "305"}},
		{"a counted number is a quantity", "北区店要 200 条毛巾", door, map[string]any{"site": "north"}},
		{"a number before a noun is a quantity", "order 200 towels for the north site", door, map[string]any{"site": "north"}},
		{"no example of the shape", "1208 现在是什么状态", noExample, map[string]any{}},
	})
}
