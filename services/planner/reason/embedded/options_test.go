package embedded

import (
	"reflect"
	"testing"
)

func TestDescribedOptions(t *testing.T) {
	tests := []struct {
		desc string
		want []string
	}{
		{"Can be 'list' for a list or 'dictionary' for counts.", []string{"list", "dictionary"}},
		{"Choices are 'trapezoid' or 'simpson'. Default is 'trapezoid'.", []string{"trapezoid", "simpson"}},
		{"Format of movies - could be 'IMAX', '2D' etc. Default is 'all'", []string{"IMAX", "2D"}},
		{"The unit of measurement. Default is 'cm'.", nil},
		{"One quoted 'value' is no list.", nil},
	}
	for _, tc := range tests {
		if got := describedOptions(tc.desc); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("describedOptions(%q) = %q, want %q", tc.desc, got, tc.want)
		}
	}
}

func TestFillArgsDescribedOptions(t *testing.T) {
	const (
		method = `{"type":"dict","properties":{"function":{"type":"string"},"method":{"type":"string","description":"The method. Choices are 'trapezoid' or 'simpson'. Default is 'trapezoid'."}},"required":["function"]}`
		detail = `{"type":"dict","properties":{"company_name":{"type":"string"},"detail_level":{"type":"string","description":"Can be 'summary' or 'detailed'."}},"required":["company_name","detail_level"]}`
		units  = `{"type":"dict","properties":{"units":{"type":"string","description":"The units ('miles' or 'kilometers'). Defaults to 'miles'."}}}`
		index  = `{"type":"dict","properties":{"indexes":{"type":"array","items":{"type":"string"},"description":"Supported indexes are 'S&P 500', 'Dow Jones', 'NASDAQ'."},"days":{"type":"integer"}},"required":["indexes","days"]}`
		movies = `{"type":"dict","properties":{"location":{"type":"string"},"format":{"type":"string","description":"Format of movies - could be 'IMAX', '2D', '3D' etc. Default is 'all'"}},"required":["location"]}`
	)
	runFillCases(t, []fillCase{
		{"the option named", "Integrate x^3 using simpson method.", method, map[string]any{"function": "x^3", "method": "simpson"}},
		{"another form of the option", "Give me detail information about stocks of Apple Inc.", detail,
			map[string]any{"company_name": "Apple Inc", "detail_level": "detailed"}},
		{"the singular of the option", "the distance in mile", units, map[string]any{"units": "miles"}},
		{"an array takes every option named, in order", "the S&P 500 and the Dow Jones over the past 5 days", index,
			map[string]any{"indexes": []any{"S&P 500", "Dow Jones"}, "days": int64(5)}},
		{"an option is no other parameter's value", "IMAX movie releases in theaters near LA", movies,
			map[string]any{"format": "IMAX", "location": "LA"}},
		{"no option named, nothing filled", "Integrate x^3 numerically.", method, map[string]any{"function": "x^3"}},
	})
}

func TestFillArgsOptionsFromTo(t *testing.T) {
	const convert = `{"type":"dict","properties":{"value":{"type":"integer"},"from_unit":{"type":"string","description":"Supports 'teaspoon', 'tablespoon', 'cup', etc."},"to_unit":{"type":"string","description":"Supports 'teaspoon', 'tablespoon', 'cup', etc."}},"required":["value","from_unit","to_unit"]}`
	runFillCases(t, []fillCase{
		{"the amount's unit is converted from", "How many teaspoons are in 2 tablespoons?", convert,
			map[string]any{"value": int64(2), "from_unit": "tablespoon", "to_unit": "teaspoon"}},
		{"from one to the other", "Convert 3 from cup to tablespoon", convert,
			map[string]any{"value": int64(3), "from_unit": "cup", "to_unit": "tablespoon"}},
	})
}

func TestFillArgsOptionLetterAsWritten(t *testing.T) {
	const dna = `{"type":"dict","properties":{"length":{"type":"integer"},"preferences":{"type":"array","items":{"type":"string","enum":["A","T","C","G"]}}},"required":["length","preferences"]}`
	runFillCases(t, []fillCase{
		{"an article is no letter option", "Generate a DNA sequence with 100 bases including more G (Guanine) and C (Cytosine).", dna,
			map[string]any{"length": int64(100), "preferences": []any{"G", "C"}}},
	})
}

func TestFillArgsOptionWithUnitSpelledOut(t *testing.T) {
	const clock = `{"type":"dict","properties":{"city":{"type":"string"},"display_format":{"type":"string","description":"The time display format: '12h' or '24h'. Default is '24h'."}},"required":["city"]}`
	runFillCases(t, []fillCase{
		{"24 hour for '24h'", "What time is it currently in London in 24 hour format?", clock,
			map[string]any{"city": "London", "display_format": "24h"}},
		{"12-hour for '12h'", "Show the time in Paris in 12-hour format", clock,
			map[string]any{"city": "Paris", "display_format": "12h"}},
	})
}

func TestFillArgsEnumListByDistinctWord(t *testing.T) {
	const perf = `{"type":"dict","properties":{"player_name":{"type":"string","description":"Name of the player."},"performance_indicator":{"type":"array","items":{"type":"string","enum":["Goals Scored","Assists Made","Saves Made","Cards Received"]},"description":"Array of performance indicators."}},"required":["player_name"]}`
	const museum = `{"type":"dict","properties":{"museum":{"type":"string","description":"The name of the museum."},"information":{"type":"array","items":{"type":"string","enum":["opening_hours","ticket_price","address"]}}},"required":["museum"]}`
	runFillCases(t, []fillCase{
		{"a word only one value has", "Calculate the overall goal and assist of soccer player Messi", perf,
			map[string]any{"player_name": "Messi", "performance_indicator": []any{"Goals Scored", "Assists Made"}}},
		{"with a value named whole", "Find the working hours and ticket price of The British Museum", museum,
			map[string]any{"museum": "The British Museum", "information": []any{"opening_hours", "ticket_price"}}},
		{"a word two values share names neither", "Show what was made by soccer player Messi", perf,
			map[string]any{"player_name": "Messi"}},
	})
}

func TestFillArgsEnumListNounOfATakenValue(t *testing.T) {
	const library = `{"type":"dict","properties":{"location":{"type":"string","description":"The city and state, e.g. Boston, MA"},"facilities":{"type":"array","items":{"type":"string","enum":["Wi-Fi","Reading Room","Fiction","Children Section","Cafe"]}}},"required":["location","facilities"]}`
	runFillCases(t, []fillCase{
		{"fiction section is Fiction only", "Locate the nearest public library in Boston, MA with English fiction section and free Wi-Fi.", library,
			map[string]any{"location": "Boston, MA", "facilities": []any{"Fiction", "Wi-Fi"}}},
	})
}
