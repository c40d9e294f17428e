package embedded

import "strings"

// enumByScatteredWords returns the one enum value of two words or more
// all of whose words the goal writes close together, in any order: "push
// an app notice" names app_push, "a notice pushed to the app" does too.
// Every word must be of three letters or more and no stop word, written
// within three words of the others, and no other value named so.
func enumByScatteredWords(enum []any, text string) []string {
	lower := lowerASCII(text)
	words := asciiWordRE.FindAllStringIndex(lower, -1)
	var found []string
	for _, v := range enumStrings(enum) {
		vw := valueWords(v)
		if len(vw) < 2 {
			continue
		}
		ok := true
		var at []int
		for _, w := range vw {
			if len(w) < 3 || stopWords[w] || glossStop[w] {
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
