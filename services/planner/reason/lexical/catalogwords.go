package lexical

import (
	"unicode/utf8"
)

// maxGlossRunes is the longest run of Han characters in brackets taken
// as a word: a gloss names a thing (故障停机, 来料检验), and a longer run
// is a phrase or a sentence. It also bounds the work per character of a
// query or a description, which keeps both linear in their length.
const maxGlossRunes = 8

// catalogWords are the Chinese words a catalog's tools gloss in brackets
// ("the night shift (夜班)", "open (待派工)"): words the catalog itself
// says are words, which the built-in glossary may not know. A query that
// writes one of them, or its start (待派 of 待派工), keeps the bigrams
// inside it where the glossary's cut would drop them (夜班 cut as 夜 and
// the glossary's 班 "class"). Words are two characters or more: one
// character shared says nothing.
type catalogWords struct {
	// starts holds every word and every start of a word of two
	// characters or more.
	starts map[string]bool
	// longest is the length of the longest word, in characters.
	longest int
}

// addSpec adds the words a tool glosses: in its description, its
// when_to_use and the description of each of its parameters, each read
// on its own so that a bracket one leaves open ends with it. params is the
// decoded parameters schema (see parseSchema).
func (cw *catalogWords) addSpec(desc, when string, params any) {
	cw.addGlosses(desc)
	cw.addGlosses(when)
	walkSchema(params, func(_, d string, _ []string) { cw.addGlosses(d) })
}

// addGlosses adds the Han words one field of text writes in brackets:
// each run of Han characters inside ( ) or （ ）, of two to maxGlossRunes
// characters. A bracket still open at the end of the field closes there.
func (cw *catalogWords) addGlosses(text string) {
	depth := 0
	var run []rune
	flush := func() {
		if depth > 0 && len(run) >= 2 && len(run) <= maxGlossRunes {
			cw.add(run)
		}
		run = run[:0]
	}
	for _, r := range text {
		if isHan(r) {
			if len(run) <= maxGlossRunes {
				run = append(run, r)
			}
			continue
		}
		flush()
		switch r {
		case '(', '（':
			depth++
		case ')', '）':
			depth = max(0, depth-1)
		}
	}
	flush()
}

// add adds a word and its starts.
func (cw *catalogWords) add(rs []rune) {
	if cw.starts == nil {
		cw.starts = map[string]bool{}
	}
	for n := 2; n <= len(rs); n++ {
		cw.starts[string(rs[:n])] = true
	}
	cw.longest = max(cw.longest, len(rs))
}

// within marks the characters of a run of Han characters that begin a
// bigram lying inside a catalog word (or a start of one) the run writes:
// keep[k] says rs[k:k+2] is part of such a word. Nil when there is none.
// span is the glossary's cut of the run (see glossary.segment): a catalog
// word that would begin or end inside a glossary word of two characters
// or more is not written there (生活 of 生活补贴 in 学生活动, cut 学生 活动).
func (cw *catalogWords) within(rs []rune, span []int) []bool {
	if cw == nil || len(cw.starts) == 0 || len(rs) < 2 {
		return nil
	}
	// inside reports whether the boundary before rs[b] cuts a glossary word.
	inside := func(b int) bool {
		return span != nil && b > 0 && b < len(rs) && span[b-1] >= 0 && span[b-1] == span[b]
	}
	// starts holds every start of a word, so the longest one at i is found
	// by growing it until it is none; the key is built in a buffer, which
	// a map lookup reads without allocating.
	var buf [maxGlossRunes * utf8.UTFMax]byte
	var keep []bool
	for i := 0; i+1 < len(rs); i++ {
		if inside(i) {
			continue
		}
		key := utf8.AppendRune(buf[:0], rs[i])
		n := 0
		for m := 2; m <= min(cw.longest, len(rs)-i); m++ {
			key = utf8.AppendRune(key, rs[i+m-1])
			if !cw.starts[string(key)] {
				break
			}
			if !inside(i + m) {
				n = m
			}
		}
		if n < 2 {
			continue
		}
		if keep == nil {
			keep = make([]bool, len(rs))
		}
		for k := i; k+1 < i+n; k++ {
			keep[k] = true
		}
	}
	return keep
}
