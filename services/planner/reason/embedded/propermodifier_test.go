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

// TestFillArgsProperModifierNamesTheNoun: a proper name names a value only
// where it modifies the value's noun; a city the goal names for another
// thing leaves the parameter alone.
func TestFillArgsProperModifierNamesTheNoun(t *testing.T) {
	const hub = `{"type":"object","properties":{"hub":{"type":"string","enum":["north","east","berlin_mitte","west"],"description":"Hub: north = North hub; berlin_mitte = Berlin Mitte warehouse."}}}`
	runFillCases(t, []fillCase{
		{"the name before another noun", "Who drives the Berlin shuttle from the Dresden hub?", hub, map[string]any{}},
		{"the name ends a clause", "Send the parcel to Berlin; which hub is nearest?", hub, map[string]any{}},
		{"the name before the value's noun", "How full is the Berlin warehouse today?", hub, map[string]any{"hub": "berlin_mitte"}},
		{"the name before the parameter's noun", "Who is on shift at the Berlin hub?", hub, map[string]any{"hub": "berlin_mitte"}},
		{"the noun at the name", "Who is on shift at the hub in Berlin?", hub, map[string]any{"hub": "berlin_mitte"}},
	})
}
