package embedded

import "testing"

// TestFillArgsParticipleWithATime reads a participle of an enum value as
// the state it names, unless a time phrase follows it: then it tells when
// something was done.
func TestFillArgsParticipleWithATime(t *testing.T) {
	const cases = `{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]},"since":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"a participle for the state", "list the opened cases", cases, map[string]any{"state": "open"}},
		{"a participle with a time", "list cases opened since 2025-03-01", cases, map[string]any{"since": "2025-03-01"}},
	})
}

// TestFillArgsNegatedVerb reads no value from a verb the goal says not to
// do.
func TestFillArgsNegatedVerb(t *testing.T) {
	const notes = `{"type":"object","properties":{"state":{"type":"string","enum":["archived","active"]}}}`
	runFillCases(t, []fillCase{
		{"a negated verb", "do not archive anything, just list the notes", notes, map[string]any{}},
		{"the verb itself", "archive the notes, then list them", notes, map[string]any{"state": "archived"}},
	})
}
