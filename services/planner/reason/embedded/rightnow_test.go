package embedded

import "testing"

// TestFillArgsRightNow reads "right now" and "at the moment" as the
// ongoing or active state, and leaves a past period alone, as well as
// haste in a request and the asker's own state.
func TestFillArgsRightNow(t *testing.T) {
	const (
		faults = `{"type":"object","properties":{"status":{"type":"string","enum":["ongoing","resolved"]}}}`
		shifts = `{"type":"object","properties":{"state":{"type":"string","enum":["scheduled","active","ended"]}}}`
	)
	runFillCases(t, []fillCase{
		{"at the moment", "Which pumps are down at the moment?", faults, map[string]any{"status": "ongoing"}},
		{"right now", "Who is on shift right now?", shifts, map[string]any{"state": "active"}},
		{"a past period", "Which pumps went down last month?", faults, map[string]any{}},
		{"haste in a request", "Send me the shift roster right now", shifts, map[string]any{}},
		{"the asker's own state", "I'm busy at the moment, list the pump faults from last week", faults, map[string]any{}},
		{"a state with no verb", "Any pump faults in force right now?", faults, map[string]any{"status": "ongoing"}},
		{"a state asked inside a request", "Show me who is on shift right now", shifts, map[string]any{"state": "active"}},
	})
}
