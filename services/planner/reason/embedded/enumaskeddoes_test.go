package embedded

import "testing"

// TestFillArgsStateAskedWithDoes drops a state asked of one named thing in
// a does or did question, and keeps it when the question asks what the
// asker holds or when the value picks the things asked about (the
// cancelled stays).
func TestFillArgsStateAskedWithDoes(t *testing.T) {
	const stays = `{"type":"object","properties":{"kennel_id":{"type":"string","pattern":"^KN-[0-9]{3}$"},"status":{"type":"string","enum":["booked","completed","cancelled"]}}}`
	runFillCases(t, []fillCase{
		{"does the thing have", "Does KN-104 have anything booked next week?", stays, map[string]any{"kennel_id": "KN-104"}},
		{"did we", "Did we get anything booked for KN-104 next week?", stays, map[string]any{"kennel_id": "KN-104", "status": "booked"}},
		{"a value picking the things asked of", "Did KN-104's owner get refunds for the cancelled stays?", stays, map[string]any{"kennel_id": "KN-104", "status": "cancelled"}},
	})
}
