package embedded

import "testing"

func TestFillArgsNameAfterTitle(t *testing.T) {
	const records = `{"type":"dict","properties":{"name":{"type":"string","description":"The name of the person."},"from_year":{"type":"integer","description":"The start year of the time frame."},"to_year":{"type":"integer","description":"The end year of the time frame."}},"required":["name","from_year","to_year"]}`
	const city = `{"type":"dict","properties":{"city":{"type":"string","description":"The city."}},"required":["city"]}`
	runFillCases(t, []fillCase{
		{"Mr. and the name", "Find the criminal cases of Mr. X between 2012 and 2015.", records,
			map[string]any{"name": "Mr. X", "from_year": int64(2012), "to_year": int64(2015)}},
		{"St. and the place", "What is the weather in St. Louis today?", city, map[string]any{"city": "St. Louis"}},
	})
}
