package embedded

import (
	"strconv"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// describedNumberRE is a description giving a number for a phrase: "0 for out
// of stock", "-1 means unlimited".
var describedNumberRE = prefilter.MustCompile(`(?i)(?:^|[\s;,(])(-?\d+(?:\.\d+)?)\s+(?:for|means|=)\s+(?:an?\s+|the\s+)?([a-z][a-z' -]{3,30}?)\s*(?:[.;,)]|$)`)

// fillDescribedNumberWords fills a number whose description gives a value
// for a phrase with that value when the goal writes the phrase: "0 for out
// of stock" makes "completely out of stock" a 0.
func fillDescribedNumberWords(slots []slot, g *goalValues, args map[string]any) {
	lower := lowerASCII(g.text)
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" {
			continue
		}
		for _, m := range describedNumberRE.FindAllStringSubmatch(s.p.Description, -1) {
			n, err := strconv.ParseFloat(m[1], 64)
			phrase := lowerASCII(m[2])
			at := aliasIndex(lower, phrase)
			if err != nil || at < 0 || stopWords[phrase] || !within(s.p, n) || !g.free(at, at+len(phrase)) {
				continue
			}
			args[s.name] = lineNumber(s.p, n)
			g.use(at, at+len(phrase))
			break
		}
	}
}
