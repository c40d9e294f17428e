package embedded

import "testing"

// TestFillArgsFlagNegPrefix clears a one-word flag the goal writes with a
// negating prefix, and leaves the flag set or unset where the word stands
// alone or is part of another word.
func TestFillArgsFlagNegPrefix(t *testing.T) {
	const (
		gift  = `{"type":"object","properties":{"restricted":{"type":"boolean","description":"Whether the gift is tied to a purpose."}}}`
		skill = `{"type":"object","properties":{"certified":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"un- clears the flag", "Log a 300 yuan gift from D77 to the library fund, unrestricted.", gift, map[string]any{"restricted": false}},
		{"un- on a participle", "Add welding to Zhou Min's skills, advanced but uncertified", skill, map[string]any{"certified": false}},
		{"the bare word sets it", "Log a 300 yuan gift from D77 to the library fund, restricted to books.", gift, map[string]any{"restricted": true}},
		{"un- in a condition", "Log a 300 yuan gift from D77 to the library fund if it's unrestricted.", gift, map[string]any{}},
		{"un- after the condition", "If D77 confirms, log a 300 yuan gift to the library fund, unrestricted.", gift, map[string]any{"restricted": false}},
		{"a prefixed word of another stem", "Log a 300 yuan gift from D77, the donor is unreachable.", gift, map[string]any{}},
	})
}
