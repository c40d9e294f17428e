package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// optOutRE is a goal opting someone out: "opt them out of post",
// "opted out", "an opt-out".
var optOutRE = prefilter.MustCompile(`\bopt(?:s|ed|ing)?(?:\s+[a-z'’]+){0,3}?[\s-]+out\b`)

// boolByOptOut sets an opt-in flag (post_opt_in, opted_in) false where the
// goal opts someone out of what the flag's other name words write (see
// optedOutOf): its name's words "opt" and "in" would else be read as
// asking it.
func boolByOptOut(name string, g *goalValues) (any, bool) {
	words := nameWordsAll(name)
	i := slices.IndexFunc(words, func(w string) bool { return w == "opt" || w == "opted" })
	if i < 0 || i+1 >= len(words) || words[i+1] != "in" {
		return nil, false
	}
	for _, m := range optOutRE.FindAllStringIndex(g.lower, -1) {
		if optedOutOf(words, i, g.lower[m[1]:]) {
			return false, true
		}
	}
	return nil, false
}

// optedOutOf reports whether what an opt-out is of — the words after it
// up to the end of its clause — writes every word of the flag's name
// but its opt and in (words[i], words[i+1]): "out of post" for
// post_opt_in. Out of post says nothing of email_opt_in, nor does out of
// the survey of sms_opt_in where the goal writes SMS elsewhere.
func optedOutOf(words []string, i int, after string) bool {
	if end := clauseEndRE.FindStringIndex(after); end != nil {
		after = after[:end[0]]
	}
	for k, w := range words {
		if k != i && k != i+1 && aliasIndex(after, w) < 0 {
			return false
		}
	}
	return true
}

// clauseEndRE ends the clause an opt-out is written in.
var clauseEndRE = prefilter.MustCompile(`[.;!?,，。；！？\n]|\b(?:but|while|though|although)\b`)
