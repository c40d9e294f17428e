package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// onlyNounDescRE is a flag's description opening with the one thing the
// flag makes of the step: "Preview only, do not commit.", "Draft only."
var onlyNounDescRE = prefilter.MustCompile(`(?i)^\s*(?:an?\s+)?([a-z]{4,}) only\b`)

// refusedNounRE ends the text before a noun the goal turns down: "not a",
// "no", "without a".
var refusedNounRE = prefilter.MustCompile(`\b(?:not|no|without|never)\s+(?:an?\s+|the\s+|just\s+an?\s+)?$`)

// ownedNounRE ends the text before a noun that names a thing already
// there ("send the draft", "my preview"), not the kind of step asked for.
var ownedNounRE = prefilter.MustCompile(`\b(?:the|this|that|my|our|your|his|her|their)\s+$`)

// boolByOnlyNoun sets a flag whose description says the step makes only
// that thing (see onlyNounDescRE) by the goal's writing of the noun: "just
// a preview" sets it, "commit it, not a preview" clears it, and "send
// the draft" (see ownedNounRE) speaks of a thing, not of the flag.
func boolByOnlyNoun(description string, g *goalValues) (any, bool) {
	m := onlyNounDescRE.FindStringSubmatch(description)
	if m == nil {
		return nil, false
	}
	noun := strings.ToLower(m[1])
	at := aliasIndex(g.lower, noun)
	if at < 0 {
		at = aliasIndex(g.lower, noun+"s")
	}
	if at < 0 {
		return nil, false
	}
	before := g.lower[max(0, at-24):at]
	if refusedNounRE.MatchString(before) {
		return false, true
	}
	if ownedNounRE.MatchString(before) {
		return nil, false
	}
	return true, true
}
