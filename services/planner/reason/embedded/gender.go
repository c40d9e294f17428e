package embedded

import (
	"slices"
	"strings"
)

// genderWords are the words of a gender, by the form a parameter takes it
// in: plural ("women"), adjective ("female").
var genderWords = map[string][2]string{
	"woman": {"women", "female"}, "women": {"women", "female"}, "female": {"women", "female"}, "ladies": {"women", "female"},
	"girls": {"women", "female"}, "womens": {"women", "female"}, "women's": {"women", "female"},
	"man": {"men", "male"}, "men": {"men", "male"}, "male": {"men", "male"}, "boys": {"men", "male"}, "mens": {"men", "male"}, "men's": {"men", "male"},
}

// fillGender fills a free-text parameter named gender or sex with the
// gender the goal names, in the form its default is written in ("men" →
// "women" for "woman tennis"), and takes the word from the goal so that
// no other parameter reads it as part of its value.
func fillGender(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !slices.Contains(s.raw, "gender") && !slices.Contains(s.raw, "sex") {
			continue
		}
		def, _ := s.p.Default.(string)
		form := 0
		if f, ok := genderWords[strings.ToLower(def)]; ok && f[1] == strings.ToLower(def) {
			form = 1
		}
		for _, t := range wordSpans(g.text) {
			f, ok := genderWords[strings.ToLower(t.text)]
			if !ok || !g.free(t.pos, t.end) {
				continue
			}
			args[s.name] = f[form]
			claim(g, t)
			break
		}
	}
}

// claim marks a word of the goal as a value already given, so that no
// later reading takes it again.
func claim(g *goalValues, t word) {
	g.spans = append(g.spans, span{kind: spanWord, text: t.text, pos: t.pos, end: t.end})
	g.used = append(g.used, true)
}
