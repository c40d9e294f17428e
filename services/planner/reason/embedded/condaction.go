package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// actsAfterCondition reports whether an English part that opens with its
// condition goes on to an action, unmarked by a comma ("if they failed
// put the batch on hold"): a word after the condition that a write is
// named or described by, before its object. Such a part is a step that
// waits on the one before, not a condition the step before is asked
// with (see givens).
func actsAfterCondition(text string, byName map[string]*toolspec.Spec) bool {
	ws := wordSpans(text)
	for i := 1; i < len(ws); i++ {
		verb, rest := strings.ToLower(ws[i].text), text[ws[i].pos:]
		if questionWords[verb] || !opensOnObject(rest) {
			continue
		}
		for _, s := range byName {
			if opensWithVerb(verb, s) {
				return true
			}
		}
	}
	return false
}

// imperativeAfterCondition reports whether an English need is a
// condition its own clause closed, joined to the clause after it that
// opens with a word then that word's object ("if it ran warm, open a
// work order", "if the account is over budget, reject PO-1"): that word
// is the verb of an action, whatever verb it is, so the need is a step
// that waits on the one before. A clause that opens with a function
// word or a preposition ("…, for the last week") goes on with the
// condition.
func imperativeAfterCondition(n need) bool {
	if n.query == "" || n.query == n.text || !strings.HasSuffix(n.text, ", "+n.query) || language(n.query) == "zh" {
		return false
	}
	ws := wordSpans(n.query)
	if len(ws) < 2 {
		return false
	}
	verb := strings.ToLower(ws[0].text)
	return !questionWords[verb] && !stopWords[verb] && !cuePreps[verb] && opensOnObject(n.query)
}
