package embedded

import "strings"

// otherSpellingIndex finds a word of a flag's name as the other side of
// the Atlantic spells it: counselling for counseling, canceled for
// cancelled, summarise for summarize; -1 when neither is written.
func otherSpellingIndex(text, w string) int {
	for _, v := range otherSpellings(w) {
		if i := aliasIndex(text, v); i >= 0 {
			return i
		}
		if i := formIndex(text, v); i >= 0 {
			return i
		}
	}
	return -1
}

// otherSpellings are the spellings of w that differ from it only where
// British and American English part: a doubled l before a suffix, -ise
// for -ize.
func otherSpellings(w string) []string {
	var out []string
	for _, suf := range []string{"ing", "ed", "er", "or"} {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok || len(stem) < 4 {
			continue
		}
		if single, ok := strings.CutSuffix(stem, "ll"); ok {
			out = append(out, single+"l"+suf)
		} else if strings.HasSuffix(stem, "l") {
			out = append(out, stem+"l"+suf)
		}
	}
	for _, pair := range [][2]string{{"ize", "ise"}, {"ise", "ize"}, {"yze", "yse"}, {"yse", "yze"}} {
		if i := strings.LastIndex(w, pair[0]); i >= 3 {
			out = append(out, w[:i]+pair[1]+w[i+len(pair[0]):])
		}
	}
	return out
}
