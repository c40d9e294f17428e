package embedded

import "testing"

// TestFillArgsNameOpensHanSentence reads the capitalised words a Chinese
// sentence opens with as a name, its topic: an English sentence opens
// with its imperative's verb in a capital, a Chinese one never does.
// Capitals apart (a code, NXJQLA) and a word the glossary gives keep
// their own reading.
func TestFillArgsNameOpensHanSentence(t *testing.T) {
	const (
		outages = `{"type":"object","properties":{"district":{"type":"string"},"active_only":{"type":"boolean"}}}`
		pnr     = `{"type":"object","properties":{"pnr":{"type":"string","pattern":"^[A-Z0-9]{6}$"}},"required":["pnr"]}`
	)
	runFillCases(t, []fillCase{
		{"a name opening a Chinese sentence", "Annex 区现在有没有站点故障", outages, map[string]any{"district": "Annex"}},
		{"an English sentence's verb", "List district outages now", outages, map[string]any{}},
		{"a code's term", "PNR NXJQLA 订的是什么舱位", pnr, map[string]any{"pnr": "NXJQLA"}},
	})
}
