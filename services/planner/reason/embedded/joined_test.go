package embedded

import "testing"

// TestFillArgsJoinedWordNamesValue names an enum value written as one word
// by the goal's word with an apostrophe or hyphen inside: Xi'an is xian.
func TestFillArgsJoinedWordNamesValue(t *testing.T) {
	const city = `{"type":"object","properties":{"city":{"type":"string","enum":["xian","chengdu","ecommerce"],"description":"City."}}}`
	runFillCases(t, []fillCase{
		{"an apostrophe", "flights from Xi'an tonight", city, map[string]any{"city": "xian"}},
		{"a hyphen", "the e-commerce desk", city, map[string]any{"city": "ecommerce"}},
		{"no such word", "flights from Lhasa tonight", city, map[string]any{}},
	})
}
