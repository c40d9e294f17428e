package embedded

import "testing"

// TestFillArgsLitresByName: a number written in litres, in either
// language, goes to a parameter whose name is in litres; one written in
// millilitres does not.
func TestFillArgsLitresByName(t *testing.T) {
	const drop = `{"type":"object","properties":{"site_id":{"type":"string"},"estimated_liters":{"type":"number","minimum":0}}}`
	runFillCases(t, []fillCase{
		{"litres in Chinese", "周五上午来送旧机油，大约 12 升", drop, map[string]any{"estimated_liters": float64(12)}},
		{"litres in Chinese glued", "周五上午来送旧机油12升", drop, map[string]any{"estimated_liters": float64(12)}},
		{"millilitres are no litres", "周五上午来送旧机油，大约 500 毫升", drop, map[string]any{}},
	})
}
