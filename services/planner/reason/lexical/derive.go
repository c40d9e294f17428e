package lexical

import "strings"

// derivSuffixes are English derivational suffixes as they end a stemmed
// word the stemmer leaves them on: a word with one and the word without
// it are one family ("rental" and "rent", "dietary" and "diet", "scanner"
// and "scan", "tourism" and "tour"). The prefix credit relates longer
// forms; these relate a short root to its derived words.
var derivSuffixes = []string{"er", "or", "al", "ari", "ism", "ist", "ic", "iv", "li", "ion", "ship", "ment"}

// minRoot is how many letters a root must keep: shorter roots are other
// words as often as not ("top" of "topic", "art" of "artist").
const minRoot = 4

// rootOf returns the root a stemmed word derives from by one suffix of
// derivSuffixes, a doubled final consonant undone ("scann" of "scanner"
// is "scan"), or "" when it has none.
func rootOf(t string) string {
	if strings.ContainsRune(t, ' ') || t == "" || t[0] >= 0x80 || phrasalHead(t) != "" {
		return ""
	}
	for _, s := range derivSuffixes {
		r, ok := strings.CutSuffix(t, s)
		if !ok {
			continue
		}
		if n := len(r); n > minRoot && r[n-1] == r[n-2] && !strings.ContainsRune("aeiouls", rune(r[n-1])) {
			r = r[:n-1]
		}
		if len(r) >= minRoot {
			return r
		}
	}
	return ""
}
