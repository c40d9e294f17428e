package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// optOutRE is a goal opting someone out: "opt them out of post",
// "opted out", "an opt-out".
var optOutRE = prefilter.MustCompile(`\bopt(?:s|ed|ing)?(?:\s+[a-z'’]+){0,3}?[\s-]+out\b`)

// boolByOptOut sets an opt-in flag (post_opt_in, opted_in) false where the
// goal opts out and writes the flag's other name words: its name's words
// "opt" and "in" would else be read as asking it.
func boolByOptOut(name string, g *goalValues) (any, bool) {
	words := nameWordsAll(name)
	i := slices.IndexFunc(words, func(w string) bool { return w == "opt" || w == "opted" })
	if i < 0 || i+1 >= len(words) || words[i+1] != "in" || !optOutRE.MatchString(g.lower) {
		return nil, false
	}
	for k, w := range words {
		if k != i && k != i+1 && aliasIndex(g.lower, w) < 0 {
			return nil, false // out of post says nothing of email_opt_in
		}
	}
	return false, true
}
