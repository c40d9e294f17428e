package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// noneOfRE is "no" or "without (any)" before a word, the word ending its
// phrase: "no injury.", "without any damage, and". "no injury?" asks
// whether there was one and says nothing.
var noneOfRE = prefilter.MustCompile(`\b(?:no|without(?: any)?)\s+([a-z]+)\s*(?:$|[.,;:!)]|\band\b|\bbut\b)`)

// enumByNoneOf returns the enum's none when the goal says there was no
// thing its parameter is named for: "no injury" for injury_severity of
// none, minor, …. The word must end its phrase: "no injury report" says
// nothing of an injury.
func enumByNoneOf(enum []any, name, text string) []string {
	none, ok := enumValue(enum, "none")
	if !ok {
		return nil
	}
	words := nameWords(name)
	for _, m := range noneOfRE.FindAllStringSubmatch(lowerASCII(text), -1) {
		w := m[1]
		for _, nw := range words {
			if len(nw) >= 4 && (w == nw || w == nw+"s" || strings.TrimSuffix(w, "ies") == strings.TrimSuffix(nw, "y")) {
				return []string{none}
			}
		}
	}
	return nil
}
