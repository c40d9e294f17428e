package embedded

import "testing"

// TestFillArgsEquatedPhraseTail: a flag whose description equates each
// value with a phrase is set by the phrase's last words the goal writes
// ("currently on view" for "only objects currently on view"); a negated
// one or one of neither sets nothing.
func TestFillArgsEquatedPhraseTail(t *testing.T) {
	const shown = `{"type":"object","properties":{"shown":{"type":"boolean","description":"true = only objects currently on view; false = only in storage."}}}`
	runFillCases(t, []fillCase{
		{"on view", "Find all prints by Ma Lin that are currently on view.", shown, map[string]any{"shown": true}},
		{"in storage", "Which of the vases are in storage?", shown, map[string]any{"shown": false}},
		{"not on view", "Find the prints that are not on view.", shown, map[string]any{}},
		{"neither", "Find all prints by Ma Lin.", shown, map[string]any{}},
	})
}
