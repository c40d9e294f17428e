package embedded

import "testing"

// TestFillArgsHyphenTailFlag: a flag's name word written as the last part
// of a hyphened word sets it ("staff-assisted" for assisted); a prefix that
// turns it around (non-) and a goal without it leave it alone.
func TestFillArgsHyphenTailFlag(t *testing.T) {
	const (
		session = `{"type":"object","properties":{"room":{"type":"string","pattern":"^R[0-9]{2}$"},
			"supervised":{"type":"boolean","description":"A technician stays for the run."}}}`
	)
	runFillCases(t, []fillCase{
		{"tech-supervised", "Book R12 for Friday morning, tech-supervised please.", session, map[string]any{"room": "R12", "supervised": true}},
		{"non-supervised", "Book R12 for Friday morning, non-supervised.", session, map[string]any{"room": "R12"}},
		{"a word of its own", "Book R12 for Friday morning.", session, map[string]any{"room": "R12"}},
	})
}
