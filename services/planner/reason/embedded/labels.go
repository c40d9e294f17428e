package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// bracketedHanRE is the Chinese word a description gives its parameter in
// brackets: "Buyer's registered name on the receipt (抬头)."
var bracketedHanRE = prefilter.MustCompile(`[(（](\p{Han}{2,6})[)）]`)

// labelEndRE ends a labelled value: the next comma, semicolon or line.
var labelEndRE = prefilter.MustCompile(`[,，;；、\n]`)

// hanParamKeys are hanParamWords' keys, longest first.
var hanParamKeys = keysLongestFirst(hanParamWords)

// fillLabelled fills an open free-text parameter with the text the goal
// writes after its label, up to the next comma: the Chinese word its
// description gives it in brackets (抬头杭州青禾文化传媒有限公司，…), the
// Chinese noun for its name's head word with a colon (备注写：… for note),
// or a word of its name with a colon ("Title: Qinghe Media Ltd., tax no …"
// for buyer_title). The label says whose the value is, whatever its words.
func fillLabelled(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		for _, m := range bracketedHanRE.FindAllStringSubmatch(s.p.Description, -1) {
			if labelled(s, g, args, m[1], false) {
				break
			}
		}
		for _, k := range hanParamKeys {
			if _, done := args[s.name]; done || len(s.words) == 0 || !slices.Contains(hanParamWords[k], s.words[len(s.words)-1]) {
				continue
			}
			labelled(s, g, args, k, true) // 备注：需随展押运员 for note
		}
		for _, w := range s.raw {
			if _, done := args[s.name]; done || len(w) < 3 || stopWords[w] {
				break
			}
			labelled(s, g, args, w, true)
		}
	}
}

// labelled fills s with the value after label in the goal, when there is
// one free: after a colon for a word of the name (colon true), after the
// word itself, a linking 是 or 为, or a colon for a Chinese one. Text
// that mixes the languages labels without a colon too (mixedLabel).
func labelled(s *slot, g *goalValues, args map[string]any, label string, colon bool) bool {
	for at := range occurrences(g.lower, label) {
		if colon && (latinAt(g.lower, at-1) || latinAt(g.lower, at+len(label))) {
			continue
		}
		rest := g.text[at+len(label):]
		trimmed := strings.TrimLeft(rest, " ")
		if colon {
			trimmed = strings.TrimPrefix(trimmed, "写") // 备注写：…
			if !strings.HasPrefix(trimmed, ":") && !strings.HasPrefix(trimmed, "：") && !mixedLabel(g.lower, at, rest, trimmed) {
				continue
			}
		}
		trimmed = strings.TrimLeft(trimmed, " :：是为")
		a := at + len(label) + len(rest) - len(trimmed)
		end := len(trimmed)
		if loc := labelEndRE.FindStringIndex(trimmed); loc != nil {
			end = proseEnd(s, g, trimmed, a, loc[0])
		}
		v := latinBeforeDe(strings.TrimRight(trimmed[:end], " ?？!！。"))
		first, _ := utf8.DecodeRuneInString(v)
		if n := utf8.RuneCountInString(v); n < 2 || n > 40 && !proseParam(s) || n > 200 || !unicode.IsLetter(first) || strings.ContainsAny(v, "[]{}\"") ||
			!g.free(a, a+len(v)) || slices.Contains(g.paramWords, strings.ToLower(v)) {
			continue // a name in words, not a literal: "direction: ['kiwi', …]"
		}
		args[s.name] = v
		g.use(a, a+len(v))
		return true
	}
	return false
}

// mixedLabel reports whether a label at lower[at:] without a colon still
// labels what follows, as mixed text writes one: an English word before
// 是 ("subject 是 Impact Report 2024"), a Chinese one before a space and
// Latin letters (书名 The Structure of Scientific Revolutions).
func mixedLabel(lower string, at int, rest, trimmed string) bool {
	if latinAt(lower, at) {
		return strings.HasPrefix(trimmed, "是")
	}
	return strings.HasPrefix(rest, " ") && trimmed != "" && trimmed[0] < utf8.RuneSelf && unicode.IsLetter(rune(trimmed[0]))
}

// latinBeforeDe cuts a value written in Latin letters at the 的 that
// follows it: in "vendor 是 Technicolor 的都列一下" the 的 turns the value
// into a modifier of what the goal asks for ("those whose vendor is
// Technicolor"), and the words after it are the request, not the name.
func latinBeforeDe(v string) string {
	i := strings.Index(v, "的")
	if i <= 0 || !unicode.IsLetter(rune(v[0])) || v[0] >= utf8.RuneSelf {
		return v
	}
	for _, r := range v[:i] {
		if unicode.Is(unicode.Han, r) {
			return v
		}
	}
	return strings.TrimRight(v[:i], " ")
}
