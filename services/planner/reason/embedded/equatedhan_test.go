package embedded

import "testing"

func TestFillArgsFlagEquatedPhraseByChineseNoun(t *testing.T) {
	const items = `{"type":"object","properties":{"shown":{"type":"boolean","description":"true = only items currently shown; false = only in storage."}}}`
	runFillCases(t, []fillCase{
		{"the noun of the false phrase", "列出所有铜镜，只要库房里的", items, map[string]any{"shown": false}},
		// Must leave alone: the noun not written, or written negated.
		{"not written", "列出所有铜镜", items, map[string]any{}},
		{"negated", "列出所有铜镜，不要库房里的", items, map[string]any{}},
	})
}
