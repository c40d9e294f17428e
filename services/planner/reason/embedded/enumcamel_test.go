package embedded

import "testing"

// TestFillArgsCamelCaseValue: a CamelCase enum value is written in its
// words, a plural of its last word too: "connector lock failures" is
// ConnectorLockFailure; a word of it alone names none.
func TestFillArgsCamelCaseValue(t *testing.T) {
	const code = `{"type":"object","properties":{"error_code":{"type":"string","enum":["GroundFailure","ConnectorLockFailure","ReaderFailure","OtherError"]}}}`
	const kind = `{"type":"object","properties":{"kind":{"type":"string","enum":["power_cut","water_leak","other"]}}}`
	runFillCases(t, []fillCase{
		{"the words of a CamelCase value", "Any connector lock failures across SITE-1 that haven't cleared yet?", code, map[string]any{"error_code": "ConnectorLockFailure"}},
		{"a singular CamelCase value", "Log a reader failure on ST-1", code, map[string]any{"error_code": "ReaderFailure"}},
		{"a plural of a snake value", "How many water leaks this month", kind, map[string]any{"kind": "water_leak"}},
		{"one word of it names none", "Any connector problems on SITE-1?", code, map[string]any{}},
	})
}
