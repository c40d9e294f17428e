package lexical

import (
	"slices"
	"unicode/utf8"
)

// GlossSenses is where text writes, in Chinese, a word of two characters
// or more that the glossary gives the English word w for in any of its
// senses, not only its plain translation: 维修 ("repair maintenance") for
// maintenance, 发酵 for fermenting. It is for a reading whose own words
// already say what kind of word is wanted — the state things are in —
// where GlossCovers asks for the plain sense.
func GlossSenses(text, w string) [][2]int {
	want := englishTerms(w)
	if len(want) == 0 {
		return nil
	}
	var out [][2]int
	glossWords(text, func(zh string, at int) {
		if utf8.RuneCountInString(zh) >= 2 && slices.ContainsFunc(gloss.en[zh], func(en string) bool { return namesTerm(want, en) }) {
			out = append(out, [2]int{at, at + len(zh)})
		}
	})
	return out
}

// glossWords calls f with each word the glossary cuts the runs of Han
// characters in text into, and the byte offset where it begins in text.
func glossWords(text string, f func(zh string, at int)) {
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !isHan(r) {
			i += n
			continue
		}
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !isHan(r) {
				break
			}
			j += n
		}
		rs := []rune(text[i:j])
		span, words := gloss.segment(rs)
		at := i
		for k, r := range rs {
			if span[k] >= 0 && (k == 0 || span[k-1] != span[k]) {
				f(words[span[k]], at)
			}
			at += utf8.RuneLen(r)
		}
		i = j
	}
}
