package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// colonTextWords are the head words of a parameter's name — its last —
// that say it takes the words to post or send as written: reply_text,
// message, body.
var colonTextWords = map[string]bool{"text": true, "message": true, "content": true, "body": true, "reply": true, "wording": true}

// requestColonRE is the colon that ends a request and opens the words it
// asks to write: "reply to RV-1: …", 回复一下 X：…. A clock's colon
// (7:40) opens none.
var requestColonRE = prefilter.MustCompile(`：|:\s`)

// fillColonText fills the one open parameter whose name ends in a word
// for the words to write with what follows the goal's one colon, to the goal's end, when
// the request before the colon is short and nothing after it was taken
// for another parameter: "reply to RV-1: so sorry, a refund is on its
// way", 帮我回复 X：非常抱歉….
func fillColonText(slots []slot, g *goalValues, args map[string]any) {
	var open *slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		words := nameWordsAll(s.name)
		if len(words) == 0 || !colonTextWords[words[len(words)-1]] {
			continue // reply_to is an address, content_type a type: the head word says what it takes
		}
		if open != nil {
			return // two open: the goal says not which
		}
		open = s
	}
	if open == nil {
		return
	}
	ms := requestColonRE.FindAllStringIndex(g.text, -1)
	if len(ms) != 1 {
		return
	}
	at, from := ms[0][0], ms[0][1]
	if len([]rune(g.text[:at])) > 60 {
		return // a long sentence before it: the colon opens details, not words to write
	}
	if !g.free(from, len(g.text)) || g.dated(from, len(g.text)) {
		return
	}
	text := strings.TrimSpace(g.text[from:])
	if len([]rune(text)) < 4 {
		return
	}
	args[open.name] = text
	g.use(from, len(g.text))
}
