package embedded

import "testing"

// TestFillArgsMixedLabel: in text that mixes the languages, an English
// parameter word before 是, or a Chinese label before a space and Latin
// letters, labels the whole value up to the comma.
func TestFillArgsMixedLabel(t *testing.T) {
	const (
		mail = `{"type":"object","properties":{"subject":{"type":"string"},"audience_ref":{"type":"string"}},"required":["subject"]}`
		book = `{"type":"object","properties":{"title":{"type":"string"},"writer":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"an English word before 是", "mailing 下周发，subject 是 Annual Review 2024，尽快", mail, map[string]any{"subject": "Annual Review 2024"}},
		{"a Chinese label before Latin letters", "借一本书，书名 The Old Man and the Sea，尽快", book, map[string]any{"title": "The Old Man and the Sea"}},
		{"leave alone: a label run into its value", "书名TheSea", book, map[string]any{}},
	})
}
