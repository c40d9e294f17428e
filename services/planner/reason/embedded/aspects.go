package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// aspectNames name a parameter that asks for one aspect of the object a
// tool looks up: its size, its power rating.
var aspectNames = []string{"detail", "stat", "statistic", "attribute", "property", "aspect"}

// aspectRE is "the <aspect> of|for the <object>": "the size of the
// sculpture", "the power rating for the Weapon".
var aspectRE = prefilter.MustCompile(`\b[Tt]he\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:of|for)\s+(?:the|this|that|a|an)\s+\S`)

// fillAspects fills a free-text parameter named for an aspect with the
// words the goal asks about before "of the" or "for the" an object.
func fillAspects(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || len(s.raw) != 1 || !slices.Contains(aspectNames, s.raw[0]) {
			continue
		}
		for _, m := range aspectRE.FindAllStringSubmatchIndex(g.text, -1) {
			a, b := m[2], m[3]
			ok := g.free(a, b)
			for _, w := range wordSpans(g.text[a:b]) {
				if stopWords[w.text] || requestWords[w.text] || cuePreps[w.text] || degreeWords[w.text] || periodUnit[w.text] {
					ok = false
				}
			}
			if ok {
				args[s.name] = g.text[a:b]
				g.use(a, b)
				break
			}
		}
	}
}
