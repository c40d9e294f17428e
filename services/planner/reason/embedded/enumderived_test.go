package embedded

import "testing"

func TestFillArgsEnumDerived(t *testing.T) {
	const (
		bills  = `{"type":"object","properties":{"status":{"type":"string","enum":["draft","sent","paid","disputed"],"description":"Bill status."}}}`
		source = `{"type":"object","properties":{"source":{"type":"string","enum":["purchase","donation","exchange"],"description":"How the painting came to us."}}}`
		action = `{"type":"object","properties":{"action":{"type":"string","enum":["donation","sale"]}}}`
	)
	runFillCases(t, []fillCase{
		{"the progressive of a participle value", "List every bill a tenant is disputing.", bills, map[string]any{"status": "disputed"}},
		{"an -ing noun is no state", "Show the bills about disputing procedures.", bills, map[string]any{}},
		{"the participle of a noun value", "Register the donated painting in the east wing.", source, map[string]any{"source": "donation"}},
		{"an action's values are left alone", "Register the donated painting in the east wing.", action, map[string]any{}},
	})
}

func TestFillArgsEnumRedo(t *testing.T) {
	const gate = `{"type":"object","properties":{"status":{"type":"string","enum":["open","closed","wind_hold"],"description":"Gate status."}}}`
	runFillCases(t, []fillCase{
		{"re- before the value's verb", "Reopen the north gate, the wind has dropped.", gate, map[string]any{"status": "open"}},
		{"a word that only starts like it", "Report on the north gate's wind readings.", gate, map[string]any{}},
	})
}

// TestFillArgsEnumRedoOpensClause: a re- word that describes a thing (the
// resale flats, the research notes) or follows a subject (she can review)
// names no value; one told to be done, at its clause's start or after
// please, still does.
func TestFillArgsEnumRedoOpensClause(t *testing.T) {
	const (
		flats = `{"type":"object","properties":{"kind":{"type":"string","enum":["sale","rental"]}}}`
		notes = `{"type":"object","properties":{"mode":{"type":"string","enum":["search","browse"]}}}`
		gate  = `{"type":"object","properties":{"status":{"type":"string","enum":["open","closed"],"description":"Gate status."}}}`
	)
	runFillCases(t, []fillCase{
		{"a resale flat", "List the resale flats in the east district", flats, map[string]any{}},
		{"research notes", "Open the research notes for the lab", notes, map[string]any{}},
		// must leave alone
		{"please reopen", "The storm has passed, please reopen the south gate", gate, map[string]any{"status": "open"}},
	})
}
