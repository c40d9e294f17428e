package embedded

import "testing"

// TestFillArgsPluralAfterNumberWord: a kind's plural after any number
// written as a word stands as a noun and names the value, as after
// digits.
func TestFillArgsPluralAfterNumberWord(t *testing.T) {
	const fault = `{"type":"object","properties":{"panel":{"type":"string","pattern":"^PV[0-9]{5}$"},"fault":{"type":"string","enum":["dent","scratch","blister"]}}}`
	runFillCases(t, []fillCase{
		{"five", "PV20331 shows five scratches", fault, map[string]any{"panel": "PV20331", "fault": "scratch"}},
		{"twelve", "PV20331: twelve dents on the frame", fault, map[string]any{"panel": "PV20331", "fault": "dent"}},
		{"digits", "PV20331 shows 5 blisters", fault, map[string]any{"panel": "PV20331", "fault": "blister"}},
	})
}
