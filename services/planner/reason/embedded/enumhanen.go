package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// enumByEnglishForHan returns the Chinese enum values an English goal
// names, in text order: a value the glossary gives as one word for a
// word of the goal (小麦 for "wheat"), or a place's name written in
// pinyin, whole or with its last characters given in English after it
// (南湾站 for "Nanwan station" or "Nanwanzhan"). A goal with Chinese of
// its own is left to the other readings.
func enumByEnglishForHan(enum []any, text string) []string {
	if hasHan(text) {
		return nil
	}
	lower := strings.ToLower(text)
	var words []word
	for i := 0; i < len(lower); {
		if !isLatinLetter(lower[i]) {
			i++
			continue
		}
		j := i
		for j < len(lower) && isLatinLetter(lower[j]) {
			j++
		}
		words = append(words, word{text: lower[i:j], pos: i, end: j})
		i = j
	}
	var hits []valueHit
	for _, x := range enum {
		v, ok := x.(string)
		rs := []rune(v)
		if !ok || !allHan(rs) {
			continue
		}
		for k, w := range words {
			if len(rs) >= 2 && len(w.text) >= 2 && !actingOnObject(words, k) && lexicalWhole(v, w.text) {
				hits = append(hits, valueHit{w.pos, v})
				break
			}
			if pinyinNames(rs, w.text, k+1 < len(words), func(rest string) bool { return lexical.GlossNames(rest, words[k+1].text) }) {
				hits = append(hits, valueHit{w.pos, v})
				break
			}
		}
	}
	return valuesInOrder(hits)
}

// actingOnObject reports whether the k-th word is an -ing verb with an
// object of its own after it, a determiner opening it ("is closing the
// account"; see receiverLeads): it tells what is being done to that
// object, not a value the step takes.
func actingOnObject(words []word, k int) bool {
	return strings.HasSuffix(words[k].text, "ing") && k+1 < len(words) && receiverLeads[words[k+1].text]
}

// pinyinNames reports whether the letters w spell the toneless pinyin of
// all of rs, or of its first two or more characters when the rest is
// given in English by the next word of the goal (next reports whether,
// when there is a next word).
func pinyinNames(rs []rune, w string, hasNext bool, next func(rest string) bool) bool {
	for k := len(rs); k >= 2; k-- {
		if k < len(rs) && (!hasNext || !next(string(rs[k:]))) {
			continue
		}
		if spellsPinyin(rs[:k], w) {
			return true
		}
	}
	return false
}

// spellsPinyin reports whether w is, in order, one toneless reading of
// each character of rs.
func spellsPinyin(rs []rune, w string) bool {
	if len(rs) == 0 {
		return w == ""
	}
	for _, r := range readingsOf(rs[0]) {
		if strings.HasPrefix(w, r) && spellsPinyin(rs[1:], w[len(r):]) {
			return true
		}
	}
	return false
}

// lexicalWhole reports whether the glossary gives the Chinese text zh as
// one word whose plain translation is the English word w.
func lexicalWhole(zh, w string) bool {
	for _, p := range lexical.GlossCovers(zh, []string{w}) {
		if p[0] == 0 && p[1] == len(zh) {
			return true
		}
	}
	return false
}

// isLatinLetter reports whether c is a lower-case ASCII letter.
func isLatinLetter(c byte) bool { return c >= 'a' && c <= 'z' }
