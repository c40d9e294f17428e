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
