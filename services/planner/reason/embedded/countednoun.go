package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// countedAdjectives are the words that stand between "number of" and the
// noun counted without being it: "Number of extra buses".
var countedAdjectives = map[string]bool{"extra": true, "additional": true, "more": true, "new": true, "further": true, "spare": true, "total": true}

// leadingPluralRE is a description that opens with a plural noun phrase of
// one or two words, the things an integer counts: "Passengers on board",
// "Snow guns to run", "Art handlers needed".
var leadingPluralRE = prefilter.MustCompile(`^(?:[A-Za-z]+\s+)?([A-Za-z]{3,}s)\b`)

// countedNouns are the nouns an integer parameter's description says it
// counts: the noun of "Number of extra buses" past its adjectives, and
// the plural a description opens with ("Passengers on board at the time").
func countedNouns(s *slot) []string {
	if s.p.typ() != "integer" {
		return nil
	}
	var nouns []string
	lower := strings.ToLower(s.p.Description)
	if i := strings.Index(lower, "number of "); i >= 0 {
		for _, w := range strings.Fields(lower[i+len("number of "):]) {
			w = strings.Trim(w, ".,;:()")
			if !countedAdjectives[w] {
				nouns = append(nouns, w)
				break
			}
		}
	}
	if m := leadingPluralRE.FindStringSubmatch(s.p.Description); m != nil && !strings.HasSuffix(m[1], "ss") {
		nouns = append(nouns, strings.ToLower(m[1]))
	}
	return nouns
}

// hanCountsNoun reports whether the Chinese noun after a count's measure
// word is one the parameter's description counts: 3辆大巴 for "Number of
// extra buses", 30名乘客 for "Passengers on board".
func hanCountsNoun(s *slot, rest string) bool {
	if capacitySlot(s) && hanPeopleCount(rest) {
		return true
	}
	for _, n := range countedNouns(s) {
		if hanCountedNoun(rest, n) || esPlural(n) && hanCountedNoun(rest, n[:len(n)-2]) {
			return true
		}
	}
	return false
}

// esPlural reports whether a plural adds -es to its singular: buses,
// boxes, benches — the glossary gives the singular.
func esPlural(w string) bool {
	return strings.HasSuffix(w, "ses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes")
}

// capacitySlot reports whether an integer parameter is named for a
// capacity: how many people a session, room or trip takes.
func capacitySlot(s *slot) bool {
	return slices.Contains(nameWordsAll(s.name), "capacity")
}

// hanPeopleCount reports whether the text after a number counts people:
// 6个人, 6人, 6名, 6位.
func hanPeopleCount(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	return strings.HasPrefix(rest, "个人") || strings.HasPrefix(rest, "人") || strings.HasPrefix(rest, "名") || strings.HasPrefix(rest, "位")
}
