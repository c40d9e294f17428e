package embedded

import "testing"

func TestFillArgsPossessiveInsideName(t *testing.T) {
	const filing = `{"type":"object","properties":{"case_id":{"type":"string","pattern":"^CS-[0-9]{4}$"},"court":{"type":"string","description":"Court the papers are filed with."}}}`
	const trip = `{"type":"object","properties":{"traveler_name":{"type":"string","description":"Traveler."},"city":{"type":"string","description":"City visited."}}}`
	runFillCases(t, []fillCase{
		{"a possessive inside an institution's name", "File our reply in CS-0137 with the Hangzhou Xihu District People's Court", filing,
			map[string]any{"case_id": "CS-0137", "court": "Hangzhou Xihu District People's Court"}},
		{"a person's possessive before a place stays apart", "Show me Maria Lopez's Shanghai trip", trip,
			map[string]any{"city": "Shanghai"}},
	})
}
