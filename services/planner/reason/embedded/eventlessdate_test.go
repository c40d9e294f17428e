package embedded

import "testing"

// TestFillArgsEventlessDateKeepsTheDay: the goal's one date, when no event
// is named with it, fills the parameter that dates the thing itself and
// not the ones that date an event of it (its lapse, its collection).
func TestFillArgsEventlessDateKeepsTheDay(t *testing.T) {
	const (
		court = `{"type":"object","properties":{"court_id":{"type":"string","pattern":"^CT-\\d{3}$"},"date":{"type":"string","format":"date"},"lapses_on":{"type":"string","format":"date"}}}`
		kit   = `{"type":"object","properties":{"kit_id":{"type":"string","pattern":"^KT-\\d{3}$"},"delivery_date":{"type":"string","format":"date"},"collection_date":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"a day and a lapse", "Reserve court CT-101 on 2026-07-04", court, map[string]any{"court_id": "CT-101", "date": "2026-07-04"}},
		{"送到 dates a delivery", "KT-220 要在2026年7月4号送到", kit, map[string]any{"kit_id": "KT-220", "delivery_date": "2026-07-04"}},
		// Must leave alone: the lapse named with the date is the lapse's.
		{"the lapse named", "Reserve court CT-101, the hold lapses on 2026-07-04", court, map[string]any{"court_id": "CT-101", "lapses_on": "2026-07-04"}},
	})
}
