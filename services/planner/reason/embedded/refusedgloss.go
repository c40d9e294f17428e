package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// refusedGlossIndex is where the goal writes, right after 不 or 别, a
// Chinese verb the glossary gives a flag's name word w for, in a clause
// that says it rather than asks it: 退 for refund in 押金不退. A verb
// refused so says the flag is off; its plain mention is left to the
// flag's own tables, which know when such a word names a state or a
// thing. It is -1 when the goal writes no such verb.
func refusedGlossIndex(g *goalValues, w string) int {
	at, word := lexical.GlossIndex(g.text, w)
	if at < 0 || flagWordElsewhere(g.lower, at, word) {
		return -1
	}
	if before := g.text[:at]; !strings.HasSuffix(before, "不") && !strings.HasSuffix(before, "别") {
		return -1
	}
	return at
}
