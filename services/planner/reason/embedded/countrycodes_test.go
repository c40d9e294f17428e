package embedded

import "testing"

// TestFillArgsCountryCode fills a country's ISO code from the country the
// goal names, in English or Chinese.
func TestFillArgsCountryCode(t *testing.T) {
	const (
		rates = `{"type":"object","properties":{"country":{"type":"string","description":"Country or region, ISO 3166 alpha-2 code, e.g. JP, US.","pattern":"^[A-Z]{2}$"}}}`
		three = `{"type":"object","properties":{"country_code":{"type":"string","description":"Destination country code.","pattern":"^[A-Z]{3}$"}}}`
		named = `{"type":"object","properties":{"country":{"type":"string","description":"Country name."}}}`
	)
	runFillCases(t, []fillCase{
		{"an English name", "What does roaming in Thailand cost?", rates, map[string]any{"country": "TH"}},
		{"a Chinese name", "去日本 roaming 上网怎么收费", rates, map[string]any{"country": "JP"}},
		{"a three-letter code", "visa rules for travel to Japan", three, map[string]any{"country_code": "JPN"}},
		{"a longer name holds a shorter one", "去印度尼西亚漫游怎么收费", rates, map[string]any{"country": "ID"}},
		{"two countries", "roaming in Japan and Thailand", rates, map[string]any{}},
		{"a firm named for a country", "roaming in Japan with my China Mobile card", rates, map[string]any{"country": "JP"}},
		{"a Chinese firm named for a country", "中国移动的卡在日本漫游怎么收费", rates, map[string]any{"country": "JP"}},
		{"a firm's name alone", "my China Mobile card roaming fee", rates, map[string]any{}},
		{"a bank of a country", "wire money from my Bank of America account", rates, map[string]any{}},
		{"a country's word in lower case", "ship a turkey for the holiday", rates, map[string]any{}},
		{"two countries of a trade", "the supplier from Japan ships to Korea", rates, map[string]any{}},
		{"no country", "what does roaming cost", rates, map[string]any{}},
		{"a parameter of names takes no code", "roaming in Thailand", named, map[string]any{"country": "Thailand"}},
	})
}
