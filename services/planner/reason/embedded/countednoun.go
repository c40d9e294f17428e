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
		nouns = append(nouns, countedList(strings.Fields(lower[i+len("number of "):]))...)
	}
	if m := leadingPluralRE.FindStringSubmatch(s.p.Description); m != nil && !strings.HasSuffix(m[1], "ss") {
		nouns = append(nouns, strings.ToLower(m[1]))
	}
	return nouns
}

// countedList reads the nouns after "number of": the first past its
// adjectives, and those coordinated with it, "kegs, cans or bottles", so
// that each of them counts; the list ends at the first word that is
// neither a noun of the list nor "or"/"and".
func countedList(words []string) []string {
	var nouns []string
	more := true // a noun may come next
	for _, w := range words {
		bare := strings.Trim(w, ".,;:()")
		switch {
		case len(nouns) == 0 && countedAdjectives[bare]:
		case len(nouns) > 0 && (bare == "or" || bare == "and"):
			more = true
		case !more:
			return nouns
		default:
			nouns = append(nouns, bare)
			more = strings.HasSuffix(w, ",")
		}
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

// countsDescribedNoun reports whether a whole number is written with a
// noun its integer parameter's description counts, "5000 jars" for
// "Number of jars or tins planned", while a number written with a unit of
// measure, the 250 of "250ml jars", is a size and counts nothing: the
// second result says so.
func countsDescribedNoun(s *slot, g *goalValues, sp span) (counted, measured bool) {
	if s.p.typ() != "integer" || !sp.integer || slices.ContainsFunc(s.units, func(u string) bool { return u != "units" }) {
		return false, false // a parameter in days or cm takes a measure
	}
	noun := sp.unit
	if noun == "" {
		noun = leadingLetters(g.lower[sp.end:min(len(g.lower), sp.end+30)])
	}
	if len(noun) < 2 {
		return false, false
	}
	nouns := countedNouns(s)
	if len(nouns) == 0 {
		return false, false
	}
	if _, ok := parseUnit(sp.rawUnit); ok {
		return false, true
	}
	return len(noun) >= 3 && noun != "times" && matchesWord(nouns, noun), false // "number of times" counts events, not what "100 times" is written with
}
