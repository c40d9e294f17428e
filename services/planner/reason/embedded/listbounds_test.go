package embedded

import "testing"

func TestFillArgsListedBounds(t *testing.T) {
	const (
		hotels = `{"type":"object","properties":{"city":{"type":"string"},"min_stars":{"type":"integer","minimum":1,"maximum":5,"description":"Lowest star class."},"max_stars":{"type":"integer","minimum":1,"maximum":5,"description":"Highest star class."}}}`
		flats  = `{"type":"object","properties":{"max_bedrooms":{"type":"integer","description":"Most bedrooms."}}}`
	)
	runFillCases(t, []fillCase{
		{"two numbers before one noun", "List the 1- and 2-star hotels in Porto", hotels,
			map[string]any{"city": "Porto", "min_stars": int64(1), "max_stars": int64(2)}},
		{"a list written with or", "Any 4 or 5 star hotels in Porto?", hotels,
			map[string]any{"city": "Porto", "min_stars": int64(4), "max_stars": int64(5)}},
		{"the highest alone for a maximum", "Show the 1, 2 and 3 bedroom flats", flats, map[string]any{"max_bedrooms": int64(3)}},
	})
}
