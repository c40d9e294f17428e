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
