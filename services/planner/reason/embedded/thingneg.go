package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// thingSubjectRE ends text on a thing named as the subject of a "won't"
// that follows: a determiner and a word or two ("the app", "this card
// reader"), or "it".
var thingSubjectRE = prefilter.MustCompile(`(?i)(?:\b(?:the|this|that|its|my|our|your|their|his|her)\s+[a-z-]+(?:\s+[a-z-]+)?|\bit)\s+$`)

// thingNegation reports whether the negation at is a "won't" or "will
// not" that a thing is the subject of ("the app won't start the charge"):
// it states what the thing did not do, and forbids no action.
func thingNegation(goal string, at int) bool {
	rest := goal[at:]
	if !hasPrefixFold(rest, "won't") && !hasPrefixFold(rest, "wont") && !hasPrefixFold(rest, "will not") {
		return false
	}
	return thingSubjectRE.MatchString(goal[:at])
}

// hasPrefixFold reports whether s begins with prefix, case folded.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
