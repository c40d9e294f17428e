package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// mayHoldRE opens a clause that says what a result may or can hold ("The
// information shown may include the date, …", "It can contain …"): the
// subject is a thing, not the asker, and the modal makes the items what
// the result might show, not what the goal asks to be done.
var mayHoldRE = prefilter.MustCompile(`(?i)^(?:the|this|that|these|those|its|their|it|they|each|every)\b[^,;:!?]{0,60}?\b(?:may|might|can|could)\s+(?:also\s+|often\s+|usually\s+|typically\s+)?(?:include|contain)s?\b`)

// mayHold reports whether clause only says what the result before it may
// hold.
func mayHold(clause string) bool {
	return mayHoldRE.MatchString(clause)
}

// mayHoldClauses marks the clauses that say what a result may hold: one
// mayHoldRE opens, and the noun items a comma joins after it, the last
// one after "and" ("…, the weight and the route").
func mayHoldClauses(cls []clause) []bool {
	marked := make([]bool, len(cls))
	for i := 0; i < len(cls); i++ {
		if !mayHold(strings.TrimSpace(cls[i].text)) {
			continue
		}
		marked[i] = true
		for i+1 < len(cls) && cls[i].comma && nounItem(conjRE.ReplaceAllString(cls[i+1].text, "")) {
			i++
			marked[i] = true
		}
	}
	return marked
}
