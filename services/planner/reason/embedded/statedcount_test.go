package embedded

import "testing"

// TestFillArgsStatedCount: "2 are missing" gives the count whose name
// ends in that state the number; a state no name ends in leaves it alone.
func TestFillArgsStatedCount(t *testing.T) {
	const back = `{"type":"object","properties":{"lot_id":{"type":"string"},"quantity_missing":{"type":"integer","description":"Missing.","minimum":0}}}`
	runFillCases(t, []fillCase{
		{"a count said to be in the state", "The crates from the fair are back and 3 are missing", back, map[string]any{"quantity_missing": int64(3)}},
		{"of those in the state", "The crates from the fair are back; 3 of those were missing.", back, map[string]any{"quantity_missing": int64(3)}},
		// A word before the number names which one it is.
		{"a numbered box", "The crates from the fair are back but box 12 is missing", back, map[string]any{}},
		{"a numbered bay", "The pallets in bay 4 are missing", back, map[string]any{}},
		{"only a count", "The crates are back, only 2 are missing", back, map[string]any{"quantity_missing": int64(2)}},
		{"another state", "The crates from the fair are back and 3 are broken", back, map[string]any{}},
	})
}
