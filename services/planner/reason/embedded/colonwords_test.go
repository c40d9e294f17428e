package embedded

import "testing"

// TestFillArgsColonWordsRunOn: "notes: …" gives a free-text parameter all
// the words after its colon, not the first; a value written with = is
// whole as taken.
func TestFillArgsColonWordsRunOn(t *testing.T) {
	const review = `{"type":"object","properties":{"score":{"type":"integer","minimum":1,"maximum":5},"notes":{"type":"string","description":"What the reviewer said."}}}`
	const account = `{"type":"object","properties":{"username":{"type":"string"},"role":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a name takes its one word", "Open an account with username: mlind and give it the viewer role", account,
			map[string]any{"username": "mlind"}},
		{"the words after the colon", "Score the essay 3, notes: clear argument but thin sources", review,
			map[string]any{"score": int64(3), "notes": "clear argument but thin sources"}},
		{"a value after = is one word", "Score the essay 3 with notes=draft", review,
			map[string]any{"score": int64(3), "notes": "draft"}},
	})
}
