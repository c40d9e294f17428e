package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// verbPossessiveRE opens an English part with a verb and a possessive
// pronoun ("issue its receipt", "and renew their permits"): the pronoun
// stands for an object named before.
var verbPossessiveRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|also|please|now|just)\s+)*[a-z]+\s+(?:its|their)\b`)

// actsOnLooked reports whether a part acts on what the look before it
// (prev) found ("Find donation D-1 and issue its receipt"): it works on
// the look's result, so the look is a step of its own.
func actsOnLooked(prev, text string) bool {
	return verbPossessiveRE.MatchString(text) && (actionRE.MatchString(prev) || lookRE.MatchString(prev))
}
