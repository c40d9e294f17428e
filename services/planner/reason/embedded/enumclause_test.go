package embedded

import "testing"

// TestFillArgsEnumClause: a description that explains each value in a
// clause after a colon names the value whose clause the goal says most
// of — two words at least, none of them shared by two clauses.
func TestFillArgsEnumClause(t *testing.T) {
	const stop = `{"type":"object","properties":{"press":{"type":"string","pattern":"^PR-[0-9]{3}$"},"kind":{"type":"string","enum":["scheduled","unplanned"],"description":"scheduled: service booked ahead on the maintenance calendar; unplanned: the machine broke or jammed without warning."}}}`
	runFillCases(t, []fillCase{
		{"the second clause", "PR-114 jammed without any warning this morning", stop, map[string]any{"press": "PR-114", "kind": "unplanned"}},
		{"the first clause", "PR-114 is down for the service on the calendar", stop, map[string]any{"press": "PR-114", "kind": "scheduled"}},
		{"one word is too few", "PR-114 jammed", stop, map[string]any{"press": "PR-114"}},
	})
}
