package embedded

import "testing"

// TestFillArgsDescribedNumberWords fills a number with the value its
// description gives a phrase the goal writes: "0 for sold out".
func TestFillArgsDescribedNumberWords(t *testing.T) {
	const seats = `{"type":"object","properties":{
		"venue":{"type":"string"},
		"max_left":{"type":"integer","minimum":0,"maximum":50,"description":"Only shows with at most this many seats left; 0 for sold out, -1 for no limit."}}}`
	runFillCases(t, []fillCase{
		{"the phrase written", "which shows are completely sold out", seats, map[string]any{"max_left": int64(0)}},
		{"a number stated", "which shows have at most 3 seats left", seats, map[string]any{"max_left": int64(3)}},
		{"out of bounds", "which shows have no limit", seats, map[string]any{}},
		{"no phrase", "which shows are on tonight", seats, map[string]any{}},
	})
}
