package embedded

import "testing"

func TestFillArgsWrittenDates(t *testing.T) {
	const (
		felony = `{"type":"dict","properties":{"full_name":{"type":"string"},"birth_date":{"type":"string","description":"The birth date. Must be in MM-DD-YYYY format."}},"required":["full_name","birth_date"]}`
		hotel  = `{"type":"dict","properties":{"location":{"type":"string"},"check_in_date":{"type":"string","description":"The check-in date in the format YYYY-MM-DD."},"check_out_date":{"type":"string","description":"The check-out date in the format YYYY-MM-DD."}},"required":["location","check_in_date","check_out_date"]}`
	)
	runFillCases(t, []fillCase{
		{"a date in the stated layout", "Does John Doe with a birthday 01-01-1980 have any felony?", felony,
			map[string]any{"full_name": "John Doe", "birth_date": "01-01-1980"}},
		{"not a date in that layout", "Does John Doe with a birthday 1980 have any felony?", felony, map[string]any{"full_name": "John Doe"}},
		{"check-in and check-out are the stay's ends", "Is a hotel available in Paris from 2023 April 4th to April 8th?", hotel,
			map[string]any{"location": "Paris", "check_in_date": "2023-04-04", "check_out_date": "2023-04-08"}},
	})
}

func TestFillArgsDateWordsTheDescriptionGives(t *testing.T) {
	const loose = `{"type":"dict","properties":{"city":{"type":"string","description":"The city."},"date":{"type":"string","description":"Date of the market, e.g. tonight, tomorrow, next week, or a date."}},"required":["city","date"]}`
	const strict = `{"type":"dict","properties":{"city":{"type":"string","description":"The city."},"date":{"type":"string","description":"Date of the market."}},"required":["city","date"]}`
	runFillCases(t, []fillCase{
		{"the example's words as written", "Any night markets tomorrow in Taipei?", loose, map[string]any{"city": "Taipei", "date": "tomorrow"}},
		{"a day the examples do not give", "Any night markets on March 20 in Taipei?", loose, map[string]any{"city": "Taipei", "date": "2025-03-20"}},
		{"no examples: the day", "Any night markets tomorrow in Taipei?", strict, map[string]any{"city": "Taipei", "date": "2025-03-11"}},
	})
}
