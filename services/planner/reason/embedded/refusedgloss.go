package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// refusedGlossIndex is where the goal writes, right after 不 or 别, a
// Chinese verb the glossary gives a flag's name word w for, in a clause
// that says it rather than asks or supposes it: 退 for refund in 押金不退,
// not in 如果押金不退. A verb refused so says the flag is off; its plain
// mention is left to the flag's own tables, which know when such a word
// names a state or a thing. It is -1 when the goal writes no such verb.
func refusedGlossIndex(g *goalValues, w string) int {
	at, word := lexical.GlossIndex(g.text, w)
	if at < 0 || flagWordElsewhere(g.lower, at, word) {
		return -1
	}
	if before := g.text[:at]; !strings.HasSuffix(before, "不") && !strings.HasSuffix(before, "别") {
		return -1
	}
	if conditionRE.MatchString(clauseOf(g.text, at)) {
		return -1 // 如果押金不退 supposes it; it does not say it
	}
	return at
}

// clauseOf is the clause of text that holds the byte at p, between the
// marks of clauseSepRE around it.
func clauseOf(text string, p int) string {
	start, end := 0, len(text)
	if locs := clauseSepRE.FindAllStringIndex(text[:p], -1); len(locs) > 0 {
		start = locs[len(locs)-1][1]
	}
	if loc := clauseSepRE.FindStringIndex(text[p:]); loc != nil {
		end = p + loc[0]
	}
	return text[start:end]
}
