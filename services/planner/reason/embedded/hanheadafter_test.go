package embedded

import "testing"

// TestFillArgsHanHeadAfterName fills a parameter with the name a Chinese
// noun glossing the parameter's name follows, as "the Annex district"
// fills district: Chinese writes the kind of place after its name.
func TestFillArgsHanHeadAfterName(t *testing.T) {
	const outages = `{"type":"object","properties":{"station_id":{"type":"string","pattern":"^ST-\\d{4}$"},"district":{"type":"string"},"active_only":{"type":"boolean"}}}`
	runFillCases(t, []fillCase{
		{"the district after the name", "看看 Annex 区现在有没有站点故障", outages, map[string]any{"district": "Annex"}},
		{"glued to the name", "看看 Annex区现在有没有站点故障", outages, map[string]any{"district": "Annex"}},
		{"no noun after the name", "看看 Annex 现在有没有站点故障", outages, map[string]any{}},
	})
}
