package embedded

import "testing"

// TestFillArgsFlagBaseVerbAux: a participle flag's base verb names it
// only as a verb, after its auxiliary; "close to the station" says where,
// not that anything closed.
func TestFillArgsFlagBaseVerbAux(t *testing.T) {
	const stores = `{"type":"object","properties":{"city":{"type":"string"},"include_closed":{"type":"boolean","description":"Also list stores that have shut."}}}`
	runFillCases(t, []fillCase{
		{"after its auxiliary", "Did any stores in Leeds close this year?", stores, map[string]any{"city": "Leeds", "include_closed": true}},
		{"an adjective", "Find stores close to the station in Leeds", stores, map[string]any{"city": "Leeds"}},
	})
}
