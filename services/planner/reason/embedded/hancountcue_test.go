package embedded

import "testing"

// TestFillArgsHanCountChange: a Chinese noun for what a number counts
// names the parameter whose description counts it ("Number of
// attendees."), and a raise or a cut to the number (加到, 减到) links
// them as 改成 does.
func TestFillArgsHanCountChange(t *testing.T) {
	const (
		meeting = `{"type":"object","properties":{"meeting_id":{"type":"string","pattern":"^MT[0-9]{4}$"},"headcount_cap":{"type":"integer","description":"Number of attendees allowed."},"start":{"type":"string","format":"date-time"}}}`
		table   = `{"type":"object","properties":{"booking":{"type":"string","pattern":"^BK[0-9]{4}$"},"covers":{"type":"integer","description":"Guests."}}}`
	)
	runFillCases(t, []fillCase{
		{"raised to", "MT2231 的人数加到25个", meeting, map[string]any{"meeting_id": "MT2231", "headcount_cap": int64(25)}},
		{"cut to", "MT2231 人数减到12人", meeting, map[string]any{"meeting_id": "MT2231", "headcount_cap": int64(12)}},
		{"a one-word description", "BK7710 人数改成6位", table, map[string]any{"booking": "BK7710", "covers": int64(6)}},
	})
}
