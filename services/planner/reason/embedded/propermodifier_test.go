package embedded

import "testing"

// TestFillArgsProperModifier: the first word of a value, written as a
// proper name in the goal and in the value's gloss, names the value; the
// same word in lower case, or a gloss that writes it in lower case, does not.
func TestFillArgsProperModifier(t *testing.T) {
	const (
		yard   = `{"type":"object","properties":{"depot":{"type":"string","enum":["north","south","ningbo_beilun","central"],"description":"Depot: north = North yard; ningbo_beilun = Ningbo Beilun yard."}}}`
		common = `{"type":"object","properties":{"reason":{"type":"string","enum":["driver_request","weather_delay","other"],"description":"Why the run was moved."}}}`
	)
	runFillCases(t, []fillCase{
		{"a proper name", "Who is the duty driver at the Ningbo depot?", yard, map[string]any{"depot": "ningbo_beilun"}},
		{"lower case", "Who is the duty driver for ningbo routes?", yard, map[string]any{}},
		{"a common modifier", "Move the run, the Driver asked for it", common, map[string]any{}},
	})
}
