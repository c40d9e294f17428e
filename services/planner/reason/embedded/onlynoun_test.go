package embedded

import "testing"

// TestFillArgsOnlyNounFlag: a flag described as making only a thing
// ("Draft only, do not send.") is set by the goal naming that thing and
// cleared by the goal turning it down; a goal naming neither leaves it.
func TestFillArgsOnlyNounFlag(t *testing.T) {
	const mail = `{"type":"object","properties":{"recipient":{"type":"string"},"hold":{"type":"boolean","description":"Draft only, do not send."}},"required":["recipient"]}`
	runFillCases(t, []fillCase{
		{"the thing named", "Write the thank-you letter to the landlord, as a draft for me to check", mail, map[string]any{"hold": true}},
		{"the thing turned down", "Write the thank-you letter to the landlord, send it, not a draft", mail, map[string]any{"hold": false}},
		{"a thing already there", "Send the draft to the landlord now", mail, map[string]any{}},
		{"neither named", "Write the thank-you letter to the landlord", mail, map[string]any{}},
	})
}
