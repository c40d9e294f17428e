package embedded

import "testing"

func TestFillArgsCrewCountInPeople(t *testing.T) {
	const permit = `{"type":"object","properties":{"site_id":{"type":"string","pattern":"^ST-[0-9]{4}$"},"crew_size":{"type":"integer","minimum":1,"description":"Number of crew on site."}}}`
	const trucks = `{"type":"object","properties":{"site_id":{"type":"string","pattern":"^ST-[0-9]{4}$"},"trucks":{"type":"integer","minimum":1,"description":"Number of trucks on site."}}}`
	runFillCases(t, []fillCase{
		{"a count of people is the crew", "ST-0931 下周六申请施工许可：现场大概60人", permit,
			map[string]any{"site_id": "ST-0931", "crew_size": int64(60)}},
		{"a count of people is no count of trucks", "ST-0931 下周六申请施工许可：现场大概60人", trucks,
			map[string]any{"site_id": "ST-0931"}},
	})
}
