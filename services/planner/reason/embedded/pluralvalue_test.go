package embedded

import "testing"

// TestFillArgsPluralValue: a kind's value written in the plural as a noun
// — after a preposition, a determiner or a count — names the value; a
// plural that is the sentence's verb does not.
func TestFillArgsPluralValue(t *testing.T) {
	const (
		fault = `{"type":"object","properties":{"panel":{"type":"string","pattern":"^PV[0-9]{5}$"},"fault":{"type":"string","enum":["dent","scratch","blister","battery"]}}}`
		shop  = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^SH[0-9]{3}$"},"state":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"after with", "Log panel PV20331 with dents on the frame", fault, map[string]any{"panel": "PV20331", "fault": "dent"}},
		{"an es plural after a count", "PV20331 came back with 3 scratches", fault, map[string]any{"panel": "PV20331", "fault": "scratch"}},
		{"an ies plural after any", "Did PV20331 show any batteries swelling?", fault, map[string]any{"panel": "PV20331", "fault": "battery"}},
		{"a verb", "Tell me when SH120 opens", shop, map[string]any{"shop": "SH120"}},
	})
}
