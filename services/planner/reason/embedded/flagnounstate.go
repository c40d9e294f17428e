package embedded

import (
	"regexp"
	"strings"
)

// stateParticiples end a flag's name that says a thing is in a state
// (reminder_scheduled, invoice_sent) beside the regular -ed forms.
var stateParticiples = map[string]bool{"sent": true, "set": true, "paid": true, "done": true, "given": true, "made": true, "held": true, "sold": true, "written": true}

// boolByNounState clears a flag named for a thing in a state
// (reminder_scheduled, invoice_sent) when the goal says there is no such
// thing: "who have no reminder set yet", "orders without an invoice".
func boolByNounState(name string, g *goalValues) (any, bool) {
	words := nameWords(name)
	if len(words) != 2 || len(words[0]) < 3 || boolVerbs[words[0]] {
		return nil, false
	}
	if st := words[1]; !stateParticiples[st] && (!strings.HasSuffix(st, "ed") || len(st) < 5) {
		return nil, false
	}
	scope := g.lower[g.scopeStart:g.scopeEnd]
	if !strings.Contains(scope, words[0]) {
		return nil, false
	}
	re, err := regexp.Compile(`\b(?:no|without(?:\s+(?:a|an|any))?)\s+` + regexp.QuoteMeta(words[0]) + `(?:s|es)?\b`)
	if err != nil || !re.MatchString(scope) {
		return nil, false
	}
	return false, true
}
