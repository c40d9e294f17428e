package embedded

import "testing"

// TestFillArgsCalledNamePart: called before a name fills a parameter that
// matches part of a name (name_contains), as it fills one named for a
// name.
func TestFillArgsCalledNamePart(t *testing.T) {
	const shops = `{"type":"object","properties":{"region":{"type":"string"},"name_contains":{"type":"string"},"grade":{"type":"string","enum":["gold","silver"]}}}`
	runFillCases(t, []fillCase{
		{"called and a quoted name", `Look up the supplier called "Northgate Timber" and check its grade`, shops, map[string]any{"name_contains": "Northgate Timber"}},
		// Must leave alone: a quoted word no naming verb stands before.
		{"a quote with no naming verb", `Look up suppliers that sell "Northgate Timber" boards`, shops, map[string]any{}},
	})
}
