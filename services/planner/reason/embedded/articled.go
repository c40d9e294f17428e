package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// headEndRE is what follows a noun phrase's last word: a preposition,
// and or or, a stop, or the end of the goal.
var headEndRE = prefilter.MustCompile(`^(?:\s+(?:to|for|from|with|of|on|in|at|and|or)\b|\s*[,.;:!?]|\s*$)`)

// articledAbbreviation reports whether the word in capitals at goal[a:b]
// is the abbreviation of a common noun: it follows a or an and ends its
// noun phrase (raise a PO to …, file an RMA.), where a code or a name
// takes no article, and one that narrows a noun after it names a thing
// (an NBA game).
func articledAbbreviation(goal string, a, b int) bool {
	w := prevWord(lowerASCII(goal), a)
	return (w == "a" || w == "an") && headEndRE.MatchString(goal[b:])
}
