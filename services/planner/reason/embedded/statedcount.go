package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// isStateRE is what a count is said to be right after it: "2 are
// missing", "4 of those were late".
var isStateRE = prefilter.MustCompile(`^\s+(?:of\s+(?:them|those|these)\s+)?(?:is|are|was|were)\s+([a-z]+)\b`)

// fillStatedCount gives an integer parameter whose name ends in a state
// (quantity_missing) the whole number the goal says is in it: "and 2 are
// missing". The words next to each number say whose it is.
func fillStatedCount(slots []slot, g *goalValues, args map[string]any) {
	for j, sp := range g.spans {
		if g.used[j] || sp.kind != spanNumber || !sp.integer || sp.dated || !g.inScope(sp) {
			continue
		}
		m := isStateRE.FindStringSubmatch(g.lower[sp.end:])
		if m == nil || len(m[1]) < 4 || namedBy(g.lower[:sp.pos]) {
			continue
		}
		for i := range slots {
			s := &slots[i]
			if _, done := args[s.name]; done || s.p.typ() != "integer" || len(s.raw) < 2 || s.raw[len(s.raw)-1] != m[1] {
				continue
			}
			if strings.Contains(g.text[sp.pos:sp.end], ",") {
				break
			}
			args[s.name] = int64(sp.num)
			g.take(j)
			break
		}
	}
}

// namedBy reports whether text ends in a word that names the number
// after it rather than counting with it: "box 12 is missing", "the
// pallets in bay 4 are missing" say which one, not how many.
func namedBy(text string) bool {
	fields := strings.Fields(text)
	if len(fields) == 0 || !strings.HasSuffix(text, " ") {
		return false
	}
	w := fields[len(fields)-1]
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return !stopWords[w] && !cuePreps[w] && w != "but" && w != "only" && w != "just"
}
