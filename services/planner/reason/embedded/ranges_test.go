package embedded

import "testing"

func TestFillArgsRangePairs(t *testing.T) {
	const (
		area  = `{"type":"dict","properties":{"function":{"type":"string"},"interval":{"type":"array","items":{"type":"float"},"description":"An array that defines the interval."}},"required":["function","interval"]}`
		years = `{"type":"dict","properties":{"topic":{"type":"string"},"year_range":{"type":"array","items":{"type":"integer"},"description":"The start and end year."}},"required":["topic","year_range"]}`
		list  = `{"type":"dict","properties":{"scores":{"type":"array","items":{"type":"integer"}}},"required":["scores"]}`
	)
	runFillCases(t, []fillCase{
		{"from x=a to x=b", "Calculate the area under the curve y=x^2 from x=1 to x=3.", area,
			map[string]any{"function": "x^2", "interval": []any{1.0, 3.0}}},
		{"years from a to b", "Find law cases about 'land disputes' from 2015 to 2021.", years,
			map[string]any{"topic": "land disputes", "year_range": []any{int64(2015), int64(2021)}}},
		{"a list that is no range takes no range", "Scores went from 10 to 20", list, map[string]any{}},
	})
}

func TestFillArgsPeriodDays(t *testing.T) {
	const (
		movies = `{"type":"dict","properties":{"location":{"type":"string"},"timeframe":{"type":"integer","description":"The number of days for which releases are required from current date."}},"required":["location","timeframe"]}`
	)
	runFillCases(t, []fillCase{
		{"a week is 7 days", "Fetch me the movie releases in theaters near LA for the next week.", movies,
			map[string]any{"location": "LA", "timeframe": int64(7)}},
		{"a stated number wins", "Fetch me the movie releases near LA for the next 3 days.", movies,
			map[string]any{"location": "LA", "timeframe": int64(3)}},
		{"no period, no count", "Fetch me the movie releases near LA.", movies, map[string]any{"location": "LA"}},
		{"a period up to today is no count", "Fetch me the movie releases near LA starting from May 12, 2022.", movies, map[string]any{"location": "LA"}},
	})
}
