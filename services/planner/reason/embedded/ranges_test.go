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

func TestFillArgsPeriodCounts(t *testing.T) {
	const (
		forecast = `{"type":"dict","properties":{"location":{"type":"string"},"months":{"type":"integer","description":"Number of future months for the forecast."}},"required":["location","months"]}`
		source   = `{"type":"dict","properties":{"name":{"type":"string"},"source":{"type":"string","enum":["scriptures","historical records"]}},"required":["name"]}`
		parks    = `{"type":"dict","properties":{"location":{"type":"string"},"features":{"type":"array","items":{"type":"string","enum":["Camping","Scenic View","Trails"]}}},"required":["location"]}`
	)
	runFillCases(t, []fillCase{
		{"a month for a count of months", "Predict the house prices for the next month in New York.", forecast,
			map[string]any{"location": "New York", "months": int64(1)}},
		{"a week is no count of months", "Predict the house prices for the next week in New York.", forecast, map[string]any{"location": "New York"}},
		{"a multiword enum value in its other number", "the earliest reference of Jesus Christ from historical record", source,
			map[string]any{"name": "Jesus Christ", "source": "historical records"}},
		{"a list item in its plural", "a park in Boston that allows camping and has scenic views", parks,
			map[string]any{"location": "Boston", "features": []any{"Camping", "Scenic View"}}},
	})
}
