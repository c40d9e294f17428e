package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// alternativeWords name one of several alternatives that single letters
// or digits tell apart: "variant B", "plan A", "B 版本", "方案二" aside.
var alternativeWords = []string{"variant", "version", "option", "plan", "group", "arm", "choice", "cohort"}

// alternativeHan are the Chinese words for the same, written after the
// letter: "B 版本", "A组".
var alternativeHan = []string{"版本", "版", "方案", "组", "选项"}

// placeHan are the Chinese nouns written after a letter or digit that
// names one of several places, by the English noun a parameter is named
// for: "B 栋" for a building, "C 区" for a zone, "3 号门" for a gate.
var placeHan = map[string][]string{
	"building": {"栋", "座", "号楼", "楼"}, "tower": {"座", "栋"}, "block": {"栋", "座", "区"},
	"zone": {"区"}, "area": {"区"}, "section": {"区"}, "floor": {"层", "楼"}, "gate": {"号门", "门"},
	"hall": {"厅", "馆"}, "wing": {"翼", "区", "栋", "座"}, "terminal": {"航站楼"}, "line": {"号线", "线"},
}

// enumByLetter returns the single-letter or single-digit enum values the
// text names with a noun for an alternative or the parameter's own noun
// next to them: "roll out variant B", "选 B 版本" for a winner among A
// and B. A letter written bare, or paired by a slash (A/B test), says
// nothing; it must be the enum's own case.
func enumByLetter(enum []any, name, text string) []string {
	cues := append(nameWords(name), alternativeWords...)
	han := slices.Clone(alternativeHan)
	for _, w := range nameWords(name) {
		han = append(han, placeHan[w]...)
	}
	var hits []valueHit
	for _, x := range enum {
		v, ok := x.(string)
		if !ok || utf8.RuneCountInString(v) != 1 {
			continue
		}
		for i := range occurrences(text, v) {
			if letterCued(text, i, i+len(v), cues, han) {
				hits = append(hits, valueHit{i, v})
				break
			}
		}
	}
	return valuesInOrder(hits)
}

// letterCued reports whether the letter at text[a:b] stands alone with a
// cue word right before it ("variant B"; "A variant" may be an article)
// or a Chinese one of han right after it ("B 版本").
func letterCued(text string, a, b int, cues, han []string) bool {
	before, _ := utf8.DecodeLastRuneInString(text[:a])
	after, _ := utf8.DecodeRuneInString(text[b:])
	alnum := func(r rune) bool {
		return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) || r == '/' || r == '-' || r == '_'
	}
	if a > 0 && alnum(before) || b < len(text) && alnum(after) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[a:])
	if unicode.IsLower(r) {
		return false // "plan a trip": a lowercase letter is a word
	}
	if next := strings.Fields(text[b:]); unicode.IsDigit(r) && len(next) > 0 && next[0][0] < utf8.RuneSelf && unicode.IsLetter(rune(next[0][0])) && !connectors[strings.ToLower(next[0])] {
		return false // "plan 2 weeks ahead": a number of something
	}
	cue := func(w string) bool {
		w = strings.ToLower(w)
		return w != "" && matchesWord(cues, w)
	}
	prev := strings.Fields(text[:a])
	if len(prev) > 0 && cue(strings.TrimRight(prev[len(prev)-1], ":")) {
		return true
	}
	rest := strings.TrimLeft(text[b:], " ")
	for _, h := range han {
		if strings.HasPrefix(rest, h) {
			return true
		}
	}
	return false
}
