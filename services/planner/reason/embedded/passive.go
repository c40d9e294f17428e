package embedded

import (
	"maps"
	"slices"
	"strings"
	"unicode/utf8"
)

// enumByPassive returns the value whose Chinese gloss is the state of
// having been done (已退回, 已批准) when the goal says it was done to the
// thing, in the passive with the verb's first character: 被退了 for a
// value glossed 已退回, 被批的 for one glossed 已批准. The character must
// lead the verb of one such gloss only.
func enumByPassive(enum []any, description, text string) []string {
	if !strings.Contains(text, "被") {
		return nil
	}
	whole, _ := hanGlosses(enumStrings(enum), description)
	var found []string
	seen := map[rune]int{}
	for _, v := range slices.Sorted(maps.Keys(whole)) {
		verb, ok := strings.CutPrefix(whole[v], "已")
		if !ok {
			continue
		}
		r, _ := utf8.DecodeRuneInString(verb)
		seen[r]++
		if passiveAt(text, r) {
			found = append(found, v)
		}
	}
	found = slices.DeleteFunc(found, func(v string) bool {
		r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(whole[v], "已"))
		return seen[r] > 1
	})
	if len(found) != 1 {
		return nil
	}
	return found
}

// passiveAt reports whether text writes 被 and the verb r, ended: by 了,
// 的, 过, a mark or the text's end (被退了, 被退的), not 被退回 — a
// whole word of its own that other rules read.
func passiveAt(text string, r rune) bool {
	key := "被" + string(r)
	for i := range occurrences(text, key) {
		rest := text[i+len(key):]
		next, _ := utf8.DecodeRuneInString(rest)
		if rest == "" || strings.ContainsRune("了的过，。？！,.?!；; ", next) {
			return true
		}
	}
	return false
}
