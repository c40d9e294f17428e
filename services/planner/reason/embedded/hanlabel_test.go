package embedded

import "testing"

// TestFillArgsHanNounLabel: the Chinese noun for a parameter's name with a
// colon (备注：, 备注写：) labels its value; the noun without one labels
// nothing.
func TestFillArgsHanNounLabel(t *testing.T) {
	const decide = `{"type":"object","properties":{"decision":{"type":"string","enum":["approve","reject"]},"note":{"type":"string","description":"Reason or conditions."}}}`
	runFillCases(t, []fillCase{
		{"a note written after a colon", "RQ-2025-014 批了吧，备注写：需随行押运员", decide, map[string]any{"decision": "approve", "note": "需随行押运员"}},
		{"a note after a bare colon", "RQ-2025-014 批了吧，备注：需随行押运员", decide, map[string]any{"decision": "approve", "note": "需随行押运员"}},
		{"no colon, no note", "RQ-2025-014 批了吧，备注一下", decide, map[string]any{"decision": "approve"}},
	})
}
