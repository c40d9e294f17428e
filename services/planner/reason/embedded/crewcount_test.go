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

// TestFillArgsCrewIdentifierCountsNoPeople: a crew's identifier names one
// crew: a count of people (一共4人) is not its value, where it is a crew's
// size.
func TestFillArgsCrewIdentifierCountsNoPeople(t *testing.T) {
	const (
		dispatch = `{"type":"object","properties":{"crew_id":{"type":"integer","description":"Crew number."}}}`
		staffing = `{"type":"object","properties":{"crew_size":{"type":"integer","description":"Number of crew."}}}`
	)
	runFillCases(t, []fillCase{
		{"a count of people is no crew's number", "派班组去桥那边，一共4人", dispatch, map[string]any{}},
		// must leave alone
		{"a count of people is a crew's size", "派班组去桥那边，一共4人", staffing, map[string]any{"crew_size": int64(4)}},
	})
}
