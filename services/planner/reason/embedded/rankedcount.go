package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// superlativeAfterRE opens the text after a count of results that a
// superlative ranks: "the 8 best matches", "5 most recent", 找8个最合适的.
var superlativeAfterRE = prefilter.MustCompile(`(?i)^(?:\s*[个条位名家本件项]\s*最|\s+(?:best|worst|most|least|top|highest|lowest|largest|biggest|smallest|latest|newest|oldest|cheapest|nearest|closest|strongest)\b)`)

// boundWords are words before a number that make it a bound or a measure
// of the thing, not a count of results: "under 20000 cheapest first",
// "aged 30 most popular".
var boundWords = map[string]bool{"under": true, "over": true, "below": true, "above": true, "than": true,
	"from": true, "since": true, "aged": true, "age": true, "size": true}

// superlativeAfter reports whether a superlative follows the number sp:
// the goal asks for that many of the best, so the number caps how many
// come back, as "top 8" and 最好的8个 do. A count is a whole number under
// a thousand — "the 2024 most reliable models" writes a year — and no
// bound (see boundWords).
func superlativeAfter(g *goalValues, sp span) bool {
	if !sp.integer || sp.num < 1 || sp.num >= 1000 || boundWords[prevWord(g.lower, sp.pos)] {
		return false
	}
	return superlativeAfterRE.MatchString(g.text[sp.end:min(len(g.text), sp.end+24)])
}
