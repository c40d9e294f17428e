package embedded

import "testing"

// TestFillArgsHanCountDescribedNoun: an integer whose description counts
// a noun — past an adjective ("Number of extra coaches") or as the plural
// it opens with ("Passengers aboard") — takes the number a Chinese goal
// writes with a measure word before that noun; a count of another noun
// stays unsaid.
func TestFillArgsHanCountDescribedNoun(t *testing.T) {
	const (
		extra  = `{"type":"object","properties":{"line":{"type":"string"},"buses":{"type":"integer","description":"Number of extra buses.","minimum":1}}}`
		aboard = `{"type":"object","properties":{"unit_id":{"type":"string","pattern":"^U[0-9]{4}$"},"riders_aboard":{"type":"integer","description":"Passengers aboard at the time."}}}`
	)
	runFillCases(t, []fillCase{
		{"past an adjective", "北线再派3辆大巴", extra, map[string]any{"buses": int64(3)}},
		{"the plural the description opens with", "U2041 抛锚了，车上大概30名乘客", aboard, map[string]any{"unit_id": "U2041", "riders_aboard": int64(30)}},
		{"a count of another noun", "U2041 抛锚了，车上有30箱货", aboard, map[string]any{"unit_id": "U2041"}},
	})
}
