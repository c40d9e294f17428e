package embedded

import "testing"

// TestFillArgsLeadVerbValue: the verb a request opens with names the value
// over one a later clause writes of what someone else did; a request
// opening with a verb naming no value keeps the value it writes.
func TestFillArgsLeadVerbValue(t *testing.T) {
	const booking = `{"type":"object","properties":{"state":{"type":"string","enum":["open","confirmed","cancelled","closed"],"description":"New state."}}}`
	runFillCases(t, []fillCase{
		{"the opening verb", "Cancel the slot for Friday, my sister confirmed she can't come", booking, map[string]any{"state": "cancelled"}},
		{"a value set outright", "Close the loop with my sister and set the Friday slot to open", booking, map[string]any{"state": "open"}},
		{"an opening verb naming no value", "Mark the Friday slot confirmed, nobody cancelled", booking, map[string]any{"state": "confirmed"}},
	})
}
