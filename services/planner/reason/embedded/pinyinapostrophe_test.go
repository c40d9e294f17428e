package embedded

import "testing"

// TestFillArgsGlossedCodeApostrophe: a gloss that writes a place's pinyin
// with the apostrophe between its syllables (Xi'an, Chang'an) is named by
// the Han characters that spell the whole word, and by the word as
// written, with or without the apostrophe.
func TestFillArgsGlossedCodeApostrophe(t *testing.T) {
	const branch = `{"type":"object","properties":{"branch":{"type":"string","pattern":"^BR-[0-9]{3}$","description":"Branch code, e.g. BR-101 (Xi'an Gaoxin), BR-102 (Chang'an Road), BR-205 (Lanzhou West)."}}}`
	runFillCases(t, []fillCase{
		{"the Han characters", "西安的网点今天营业吗", branch, map[string]any{"branch": "BR-101"}},
		{"another Han place", "长安的网点今天营业吗", branch, map[string]any{"branch": "BR-102"}},
		{"the word with its apostrophe", "Is the Xi'an branch open today?", branch, map[string]any{"branch": "BR-101"}},
		{"the word without it", "Is the Xian branch open today?", branch, map[string]any{"branch": "BR-101"}},
		{"a place without one", "Is the Lanzhou branch open today?", branch, map[string]any{"branch": "BR-205"}},
		{"a contraction is no pinyin", "Is the branch open today? It's urgent", branch, map[string]any{}},
	})
}
