package embedded

import "testing"

// TestFillArgsColonText: the words after a request's colon are the text a
// reply or message parameter posts, in English and Chinese; a clock's
// colon opens none, and neither does a colon with two such parameters
// open.
func TestFillArgsColonText(t *testing.T) {
	const (
		answer = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TQ-[0-9]{5}$"},"reply_text":{"type":"string","description":"What to post."}}}`
		two    = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TQ-[0-9]{5}$"},"subject_text":{"type":"string"},"body":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"English", "Answer TQ-10442: the part ships on Monday, thanks for waiting", answer, map[string]any{"ticket": "TQ-10442", "reply_text": "the part ships on Monday, thanks for waiting"}},
		{"Chinese", "帮我回一下 TQ-10442：零件已经补发，请注意查收", answer, map[string]any{"ticket": "TQ-10442", "reply_text": "零件已经补发，请注意查收"}},
		{"a clock's colon", "Answer TQ-10442 at 7:40", answer, map[string]any{"ticket": "TQ-10442"}},
		{"two texts open", "Answer TQ-10442: the part ships soon", two, map[string]any{"ticket": "TQ-10442"}},
	})
}
