package embedded

import "testing"

// TestFillArgsCapitalCode fills a parameter whose pattern is a fixed
// number of capital letters with a word the goal writes in capitals
// beside a term, a joiner or another code, and never with a term the
// tool's descriptions use or a word of a sentence written all in
// capitals.
func TestFillArgsCapitalCode(t *testing.T) {
	const (
		parcel = `{"type":"object","properties":{"claim":{"type":"string","pattern":"^[A-Z]{5}$","description":"Claim reference (CRN), five letters, e.g. WQZTR."},"locker_no":{"type":"string","pattern":"^L[0-9]{3}$","description":"Locker, L and 3 digits, e.g. L204."}},"required":["claim","locker_no"]}`
		desk   = `{"type":"object","properties":{"desk":{"type":"string","pattern":"^[A-Z]{4}$","description":"Desk code in the HRIS, four letters, e.g. QWPK."}},"required":["desk"]}`
	)
	runFillCases(t, []fillCase{
		{"before a joiner and a code", "Release claim BXQTM for L311", parcel, map[string]any{"claim": "BXQTM", "locker_no": "L311"}},
		{"after the term that names it", "Release CRN BXQTM at L311", parcel, map[string]any{"claim": "BXQTM", "locker_no": "L311"}},
		{"written alone", "Release claim BXQTM", parcel, map[string]any{"claim": "BXQTM"}},
		{"a sentence all in capitals", "RELEASE CLAIM BXQTM FOR L311", parcel, map[string]any{"locker_no": "L311"}},
		{"a word not in capitals", "Release the claim for L311", parcel, map[string]any{"locker_no": "L311"}},
		{"a joiner before a term", "Move desk ZWRT to the HRIS", desk, map[string]any{"desk": "ZWRT"}},
		{"the term alone", "Move the desk in the HRIS", desk, map[string]any{}},
		{"a word in capitals before the code", "Release claim URGNT BXQTM", parcel, map[string]any{}},
		{"a word in capitals after the code", "Release claim BXQTM ASAPS", parcel, map[string]any{}},
		{"a word in capitals of another length", "Release claim BXQTM ASAP", parcel, map[string]any{"claim": "BXQTM"}},
	})
}

// TestFillArgsStressedWordIsNoCode leaves a parameter of capital letters
// empty when the only word of its shape is one of the sentence's own
// words written in capitals for stress.
func TestFillArgsStressedWordIsNoCode(t *testing.T) {
	const (
		booking = `{"type":"object","properties":{"ref":{"type":"string","pattern":"^[A-Z]{6}$","description":"Booking reference, six letters, e.g. HKQWPZ."}},"required":["ref"]}`
		gate    = `{"type":"object","properties":{"hub":{"type":"string","pattern":"^[A-Z]{3}$","description":"Hub code, e.g. PVG, CAN (Guangzhou)."}},"required":["hub"]}`
	)
	runFillCases(t, []fillCase{
		{"please", "Check my booking PLEASE", booking, map[string]any{}},
		{"a stop word", "Open the hub info for ALL gates", gate, map[string]any{}},
		{"now", "Close the hub NOW", gate, map[string]any{}},
		{"a code beside the stressed word", "Check booking NXJQLA please, NOW", booking, map[string]any{"ref": "NXJQLA"}},
		{"a code of the shape", "Open the hub info for CTU", gate, map[string]any{"hub": "CTU"}},
		{"a code the description writes", "Open the hub info for CAN", gate, map[string]any{"hub": "CAN"}},
	})
}
