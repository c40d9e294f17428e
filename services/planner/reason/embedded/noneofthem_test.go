package embedded

import "testing"

// TestFillArgsNoneOfThem: "none of them" and a state gives the count
// named for that state 0; another state leaves it alone.
func TestFillArgsNoneOfThem(t *testing.T) {
	const back = `{"type":"object","properties":{"lot_id":{"type":"string"},"quantity_damaged":{"type":"integer","description":"Damaged.","minimum":0}}}`
	runFillCases(t, []fillCase{
		{"none of them in the state", "Record the boxes back from the fair, none of them damaged.", back, map[string]any{"quantity_damaged": int64(0)}},
		{"none of them with a copula", "The crates are back and none of those were damaged", back, map[string]any{"quantity_damaged": int64(0)}},
		{"another state", "Record the boxes back from the fair, none of them opened.", back, map[string]any{}},
	})
}
