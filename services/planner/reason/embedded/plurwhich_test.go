package embedded

import "testing"

// TestFillArgsPluralAfterQuestionWord: a kind's value in the plural after a
// question word or a Chinese determiner names the value; a plural verb
// after a name still does not.
func TestFillArgsPluralAfterQuestionWord(t *testing.T) {
	const (
		crew = `{"type":"object","properties":{"depot":{"type":"string","pattern":"^DP[0-9]{3}$"},"role":{"type":"string","enum":["driver","mechanic","dispatcher","all"],"default":"all"}}}`
		shop = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^SH[0-9]{3}$"},"state":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"after which", "Which mechanics work at DP120 on Friday?", crew, map[string]any{"depot": "DP120", "role": "mechanic"}},
		{"after how many", "How many drivers does DP120 have?", crew, map[string]any{"depot": "DP120", "role": "driver"}},
		{"after a Chinese determiner", "DP120 明天哪些 dispatchers 上班", crew, map[string]any{"depot": "DP120", "role": "dispatcher"}},
		{"a verb after a code", "Tell me when SH120 opens", shop, map[string]any{"shop": "SH120"}},
		{"a verb after which", "Which shop opens first, SH120?", shop, map[string]any{"shop": "SH120"}},
	})
}
