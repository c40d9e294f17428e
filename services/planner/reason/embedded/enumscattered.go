package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// enumByScatteredWords returns the one enum value of two words or more
// all of whose words the goal writes close together, in any order: "push
// an app notice" names app_push, "a notice pushed to the app" does too.
// Every word must be of three letters or more, or mix letters and digits
// (the 30gb of data_30gb), and no stop word unless a word mixes them, written
// within three words of the others, and no other value named so.
func enumByScatteredWords(enum []any, text string) []string {
	lower := lowerASCII(text)
	words := asciiWordRE.FindAllStringIndex(lower, -1)
	digits := strings.ContainsAny(lower, "0123456789")
	if digits {
		for _, m := range mixedWordRE.FindAllStringIndex(lower, -1) {
			if mixedWord(lower[m[0]:m[1]]) {
				words = append(words, m) // the 30gb of "30GB data pack"
			}
		}
		slices.SortFunc(words, func(a, b []int) int { return a[0] - b[0] })
	}
	var found []string
	for _, v := range enumStrings(enum) {
		vw := valueWords(v)
		if digits && strings.ContainsAny(v, "0123456789") {
			for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
				if mixedWord(w) {
					vw = append(vw, w)
				}
			}
		}
		if len(vw) < 2 {
			continue
		}
		mixed := slices.ContainsFunc(vw, mixedWord) // 30gb tells data_30gb apart: its data is a word of it
		ok := true
		var at []int
		for _, w := range vw {
			if len(w) < 3 && !mixedWord(w) || stopWords[w] && !mixed || glossStop[w] {
				ok = false
				break
			}
			k := -1
			for i, m := range words {
				if g := lower[m[0]:m[1]]; g == w || glossStem(g) == glossStem(w) {
					k = i
					break
				}
			}
			if k < 0 {
				ok = false
				break
			}
			at = append(at, k)
		}
		if !ok {
			continue
		}
		lo, hi := at[0], at[0]
		for _, k := range at {
			lo, hi = min(lo, k), max(hi, k)
		}
		if hi-lo <= 3 && !strings.Contains(lower[words[lo][0]:words[hi][1]], ",") {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// mixedWordRE is a word of letters and digits: 30gb, 5g, wifi7.
var mixedWordRE = prefilter.MustCompile(`[a-z0-9]+`)

// mixedWord reports whether w holds both letters and digits.
func mixedWord(w string) bool {
	return strings.ContainsAny(w, "0123456789") && strings.ContainsFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' })
}
