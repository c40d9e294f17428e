package embedded

import (
	"strings"
	"unicode"
)

// perHanNoun reports whether text closes with 每 and a Chinese noun of
// one to three characters (每桶, 每个工位): a number after it is an amount
// for each, never a count of the noun.
func perHanNoun(text string) bool {
	i := strings.LastIndex(text, "每")
	if i < 0 {
		return false
	}
	rest := text[i+len("每"):]
	n := 0
	for _, r := range rest {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 3
}
