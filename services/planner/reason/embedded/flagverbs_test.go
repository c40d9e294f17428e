package embedded

import "testing"

// TestFillArgsFlagNeedsContains: needs and contains in a flag's name only
// say it is a flag, as need and has do, so the thing named after them
// sets it (需要拖车, "it contains glass") and a negation clears it; a goal
// not naming the thing leaves it alone.
func TestFillArgsFlagNeedsContains(t *testing.T) {
	const (
		stall = `{"type":"object","properties":{"van":{"type":"string","pattern":"^V[0-9]{4}$"},
			"needs_tow":{"type":"boolean","description":"A truck must haul it."}}}`
		parcel = `{"type":"object","properties":{"parcel":{"type":"string","pattern":"^P-[0-9]{5}$"},
			"contains_glass":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"a tow needed", "V2081 在高架上坏了，需要拖车", stall, map[string]any{"van": "V2081", "needs_tow": true}},
		{"no tow needed", "V2081 在高架上坏了，不需要拖车", stall, map[string]any{"van": "V2081", "needs_tow": false}},
		{"glass inside", "Ship P-20931 to Leeds, the box has glass in it", parcel, map[string]any{"parcel": "P-20931", "contains_glass": true}},
		{"no glass", "Ship P-20931 to Leeds, no glass in the box", parcel, map[string]any{"parcel": "P-20931", "contains_glass": false}},
		// must leave alone
		{"the thing unnamed", "V2081 在高架上坏了，派人去看看", stall, map[string]any{"van": "V2081"}},
		{"nothing said of glass", "Ship P-20931 to Leeds", parcel, map[string]any{"parcel": "P-20931"}},
	})
}
