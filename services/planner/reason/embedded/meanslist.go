package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

var (
	// byMeansRE is the means a need names with "by" and a gerund
	// ("optimize the campaign by analyzing the metrics").
	byMeansRE = prefilter.MustCompile(`(?i)\bby\s+[a-z]{3,}ing\b`)
	// gerundItemRE opens a clause with a gerund, after "and" or not
	// ("refining the copy", "and implementing bids"); the -thing words and
	// "during" or "according" are no gerunds.
	gerundItemRE = prefilter.MustCompile(`(?i)^\s*(?:and\s+|or\s+)?([a-z]{3,}ing)\b`)
)

// meansItem reports whether clause, after a need that names its means by
// "by" and a gerund, is one more item of those means: "…by analyzing the
// metrics, adjusting the targeting, refining the copy and creatives" asks
// for one thing done in several ways, no step each.
func meansItem(prev, clause string) bool {
	m := gerundItemRE.FindStringSubmatch(clause)
	if m == nil || !byMeansRE.MatchString(prev) {
		return false
	}
	switch w := lowerASCII(m[1]); {
	case len(w) < 6, w == "during", w == "according", w == "regarding", w == "including", w == "following", w == "something", w == "anything", w == "everything", w == "nothing":
		return false
	}
	return true
}
