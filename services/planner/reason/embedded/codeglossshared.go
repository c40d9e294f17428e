package embedded

import (
	"slices"
	"strings"
)

// A place that several codes' glosses share ("each Suzhou store", 苏州两家店)
// names all of them at once: the functions here find such places and fill
// a list parameter with every code that shares one.

// hanSharedPrefixes returns the beginnings, two characters or more, that
// two or more Han gloss words share and none is whole, each with the last
// character the words sharing it all end in: 苏州 of 苏州观前店 and
// 苏州园区店, with 店. Words of one beginning that end apart give none.
func hanSharedPrefixes(want map[string]string) map[string]string {
	var words [][]rune
	for w := range want {
		if hasHan(w) {
			words = append(words, []rune(w))
		}
	}
	out := map[string]string{}
	for _, w := range words {
		for n := 2; n < len(w)-1; n++ {
			if ending, ok := sharedEnding(words, w[:n]); ok {
				out[string(w[:n])] = ending
			}
		}
	}
	return out
}

// sharedEnding returns the last character every word beginning with
// prefix ends in, when two or more do and none is prefix itself.
func sharedEnding(words [][]rune, prefix []rune) (string, bool) {
	var ending rune
	sharing := 0
	for _, o := range words {
		if len(o) < len(prefix) || !slices.Equal(o[:len(prefix)], prefix) {
			continue
		}
		last := o[len(o)-1]
		if len(o) == len(prefix) || sharing > 0 && last != ending {
			return "", false
		}
		ending = last
		sharing++
	}
	return string(ending), sharing >= 2
}

// sharedCodes returns the codes whose glosses all hold the words of m
// that any gloss holds, when two or more do and none holds more: "each
// Suzhou store" of SZ01 苏州观前店 and SZ02 苏州园区店.
func sharedCodes(m glossMention, codes []glossedCode) []string {
	var out []string
	var first []string
	for _, c := range codes {
		var matched []string
		for _, w := range c.words {
			if slices.Contains(m.words, w) {
				matched = append(matched, w)
			}
			for _, mw := range m.words {
				if hasHan(mw) && len(mw) < len(w) && strings.HasPrefix(w, mw) {
					matched = append(matched, mw) // 苏州 of 苏州观前店
				}
			}
		}
		switch {
		case len(matched) == 0:
			continue
		case len(matched) == len(c.words):
			return nil // a whole gloss names one code
		case out == nil:
			first = matched
		case !slices.Equal(matched, first):
			return nil
		}
		out = append(out, c.code)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// fillSharedCodes adds to a list of codes open in fillGlossedCodes every
// code whose gloss shares the place an unused mention names: "each
// Suzhou store". A one-value parameter takes none of them.
func fillSharedCodes(slots []slot, open []int, tables map[int][]glossedCode, mentions []glossMention, used []bool, g *goalValues, fill func(i, k int, code string)) {
	for k, m := range mentions {
		if used[k] {
			continue
		}
		for _, i := range open {
			if slots[i].p.typ() != "array" {
				continue
			}
			codes := sharedCodes(m, tables[i])
			if len(codes) == 0 || slices.ContainsFunc(codes, func(c string) bool { return aliasIndex(g.text, c) >= 0 }) {
				continue
			}
			for _, c := range codes {
				fill(i, k, c)
			}
			break
		}
	}
}
