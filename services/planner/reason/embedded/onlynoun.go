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

// boolByOnlyNoun sets a flag whose description says the step makes only
// that thing (see onlyNounDescRE) by the goal's writing of the noun: "just
// a preview" sets it, "commit it, not a preview" clears it.
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
	return !refusedNounRE.MatchString(g.lower[max(0, at-24):at]), true
}
