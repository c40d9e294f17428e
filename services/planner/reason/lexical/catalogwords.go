package lexical

import (
	"unicode/utf8"
)

// catalogWords are the Chinese words a catalog's tools gloss in brackets
// ("the night shift (夜班)", "open (待派工)"): words the catalog itself
// says are words, which the built-in glossary may not know. A query that
// writes one of them, or its start (待派 of 待派工), keeps the bigrams
// inside it where the glossary's cut would drop them (夜班 cut as 夜 and
// the glossary's 班 "class"), and its first one where it opens with a
// particle's character (请 "please" of 请购单), in a query and in the
// tools' text alike. Words are two characters or more: one character
// shared says nothing.
type catalogWords struct {
	// starts holds every word and every start of a word of two
	// characters or more.
	starts map[string]bool
	// longest is the length of the longest word, in characters.
	longest int
}

// addGlosses adds the Han words written in brackets in text: each run of
// Han characters inside ( ) or （ ） of two characters or more.
func (cw *catalogWords) addGlosses(text string) {
	rs := []rune(text)
	depth := 0
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; {
		case r == '(' || r == '（':
			depth++
		case r == ')' || r == '）':
			depth = max(0, depth-1)
		case depth > 0 && isHan(r):
			j := i
			for j < len(rs) && isHan(rs[j]) {
				j++
			}
			cw.add(string(rs[i:j]))
			i = j - 1
		}
	}
}

func (cw *catalogWords) add(w string) {
	rs := []rune(w)
	if len(rs) < 2 {
		return
	}
	if cw.starts == nil {
		cw.starts = map[string]bool{}
	}
	for n := 2; n <= len(rs); n++ {
		cw.starts[string(rs[:n])] = true
	}
	cw.longest = max(cw.longest, utf8.RuneCountInString(w))
}

// within marks the characters of a run of Han characters that begin a
// bigram lying inside a catalog word (or a start of one) the run writes:
// keep[k] says rs[k:k+2] is part of such a word, lead[k] that it is its
// first bigram. Nil when there is none.
func (cw *catalogWords) within(rs []rune) (keep, lead []bool) {
	if cw == nil || len(cw.starts) == 0 {
		return nil, nil
	}
	for i := 0; i+1 < len(rs); i++ {
		for n := min(cw.longest, len(rs)-i); n >= 2; n-- {
			if !cw.starts[string(rs[i:i+n])] {
				continue
			}
			if keep == nil {
				keep, lead = make([]bool, len(rs)), make([]bool, len(rs))
			}
			for k := i; k+1 < i+n; k++ {
				keep[k] = true
			}
			lead[i] = true
			break
		}
	}
	return keep, lead
}
