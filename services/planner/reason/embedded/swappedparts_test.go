package embedded

import "testing"

// TestFillArgsValueWordsSwapped: a value of two words written in the
// other order ("trimmed short" for short_trimmed) names that value over
// the value of its one word; the one word alone still names its value.
func TestFillArgsValueWordsSwapped(t *testing.T) {
	const coat = `{"type":"object","properties":{"horse":{"type":"string","pattern":"^HR\\d{4}$"},"mane":{"type":"string","enum":["long","short","long_braided","short_trimmed","unknown"]}}}`
	runFillCases(t, []fillCase{
		{"swapped", "Register HR2201, a 4-year-old mare with a trimmed short mane", coat, map[string]any{"horse": "HR2201", "mane": "short_trimmed"}},
		{"in order", "Register HR2201 with a short trimmed mane", coat, map[string]any{"horse": "HR2201", "mane": "short_trimmed"}},
		{"one word", "Register HR2201 with a short mane", coat, map[string]any{"horse": "HR2201", "mane": "short"}},
	})
}
