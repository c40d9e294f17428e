package embedded

import "testing"

// TestFillArgsNounStateFlag clears a flag named for a thing in a state
// when the goal says there is no such thing.
func TestFillArgsNounStateFlag(t *testing.T) {
	const (
		due   = `{"type":"object","properties":{"site":{"type":"string"},"reminder_scheduled":{"type":"boolean","description":"true = only those with a reminder, false = only those without."}}}`
		bills = `{"type":"object","properties":{"invoice_sent":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"no thing", "patients whose refills run out this week and who have no reminder set yet", due, map[string]any{"reminder_scheduled": false}},
		{"without a thing", "orders shipped without an invoice", bills, map[string]any{"invoice_sent": false}},
		// The thing is there, or its state is written: left as before.
		{"the state written", "orders whose invoice was sent", bills, map[string]any{"invoice_sent": true}},
		{"not said", "patients whose refills run out this week", due, map[string]any{}},
	})
}
