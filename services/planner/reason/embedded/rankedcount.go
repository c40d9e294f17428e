package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// superlativeAfterRE opens the text after a count of results that a
// superlative ranks: "the 8 best matches", "5 most recent", 找8个最合适的.
var superlativeAfterRE = prefilter.MustCompile(`(?i)^(?:\s*[个条位名家本件项]\s*最|\s+(?:best|worst|most|least|top|highest|lowest|largest|biggest|smallest|latest|newest|oldest|cheapest|nearest|closest|strongest)\b)`)

// superlativeAfter reports whether a superlative follows the number
// ending at end: the goal asks for that many of the best, so the number
// caps how many come back, as "top 8" and 最好的8个 do.
func superlativeAfter(text string, end int) bool {
	return superlativeAfterRE.MatchString(text[end:min(len(text), end+24)])
}
