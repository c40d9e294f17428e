package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// verbCountObjectRE opens a part with a word then a counted object
// ("order 20 boxes of gloves", "book 2 rooms"): a count, like a
// determiner, marks the word before it as a verb.
var verbCountObjectRE = prefilter.MustCompile(`(?i)^\s*([a-z-]+)\s+\d+\s+[a-z]{2,}`)

// countLeads order or place a count rather than act on it: "next 3
// trucks", "last 20 orders", "around 40 pallets".
var countLeads = map[string]bool{"next": true, "last": true, "first": true, "top": true, "bottom": true, "past": true, "previous": true, "around": true, "about": true, "almost": true, "another": true, "all": true, "any": true, "some": true, "every": true, "other": true}

// opensOnCount reports whether an English part opens with a verb and a
// counted object. A word that bounds, orders or weighs the count (an
// adverb in -ly, a participle in -ing, "next", "over") is no verb;
// "supply 20 boxes", "bring 3 crates" still act.
func opensOnCount(text string) bool {
	m := verbCountObjectRE.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	w := strings.ToLower(m[1])
	adverb := strings.HasSuffix(w, "ly") && !strings.HasSuffix(w, "ply") && !strings.HasSuffix(w, "lly") // not apply, tally
	participle := strings.HasSuffix(w, "ing") && len(w) >= 7                                             // not bring, string
	return !countLeads[w] && !degreeWords[w] && !adverb && !participle
}
