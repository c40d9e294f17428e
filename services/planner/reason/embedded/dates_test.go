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
