package embedded

import "testing"

// TestFillArgsHanVesselCount checks that a Chinese count written with a
// vessel and no measure word (60罐, 30桶) counts the vessels a count
// parameter's description names, while a vessel the description does not
// name (箱) counts nothing of it.
func TestFillArgsHanVesselCount(t *testing.T) {
	const (
		jam  = `{"type":"object","properties":{"lot":{"type":"string","pattern":"^L\\d{3}$"},"planned":{"type":"integer","description":"Number of jars or tins planned."}}}`
		cask = `{"type":"object","properties":{"lot":{"type":"string","pattern":"^L\\d{3}$"},"planned":{"type":"integer","description":"Number of kegs or casks planned."}}}`
	)
	runFillCases(t, []fillCase{
		{"罐 counts jars", "L204 的果酱装60罐", jam, map[string]any{"lot": "L204", "planned": int64(60)}},
		{"a vessel of another thing", "L204 装60箱", jam, map[string]any{"lot": "L204"}},
		{"桶 counts kegs", "L204 下周装30桶", cask, map[string]any{"lot": "L204", "planned": int64(30)}},
	})
}
