package embedded

import (
	"slices"
	"strings"
)

// enumByVerbNoun returns the value named verb_noun whose verb the goal
// writes before its noun in one sentence, when the noun is shared by
// values of other verbs: "add her husband as a named driver" names
// add_driver over remove_driver, though its words stand apart.
func enumByVerbNoun(enum []any, text string) []string {
	values := enumStrings(enum)
	lower := lowerASCII(text)
	var found []string
	for _, v := range values {
		words := valueWords(v)
		if len(words) != 2 || len(words[0]) < 3 || len(words[1]) < 3 {
			continue
		}
		verb, noun := words[0], words[1]
		rivals := 0
		for _, o := range values {
			if ow := valueWords(o); o != v && len(ow) == 2 && ow[1] == noun && ow[0] != verb {
				rivals++
			}
		}
		if rivals == 0 {
			continue // a noun of one value alone is read by enumByPart
		}
		n := -1
		for _, f := range numberForms(noun) {
			if i := aliasIndex(lower, f); i >= 0 && (n < 0 || i < n) {
				n = i
			}
		}
		if n < 0 {
			continue
		}
		sentence := lower[strings.LastIndexAny(lower[:n], ".;!?。；！？")+1 : n]
		if slices.ContainsFunc(verbForms(verb), func(f string) bool { return aliasIndex(sentence, f) >= 0 }) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// verbForms are the written forms of an English verb: add, adds, added,
// adding; remove, removed, removing; stop, stopped; apply, applied; take,
// taken.
func verbForms(verb string) []string {
	out := []string{verb, verb + "s", verb + "ing", verb + "ed", verb + "en"}
	n := len(verb)
	if strings.HasSuffix(verb, "e") {
		out = append(out, verb+"d", verb+"n", strings.TrimSuffix(verb, "e")+"ing")
	}
	if n >= 3 && !strings.ContainsRune("aeiouwxy", rune(verb[n-1])) && strings.ContainsRune("aeiou", rune(verb[n-2])) && !strings.ContainsRune("aeiou", rune(verb[n-3])) {
		out = append(out, verb+verb[n-1:]+"ed", verb+verb[n-1:]+"ing") // stop, stopped
	}
	if n >= 2 && verb[n-1] == 'y' && !strings.ContainsRune("aeiou", rune(verb[n-2])) {
		out = append(out, verb[:n-1]+"ied", verb[:n-1]+"ies") // apply, applied
	}
	return out
}
