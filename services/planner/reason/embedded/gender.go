package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
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

// hanGender are the Chinese words of a gender, as genderWords gives them.
var hanGender = map[string][2]string{
	"女性": {"women", "female"}, "女士": {"women", "female"}, "女生": {"women", "female"},
	"男性": {"men", "male"}, "男士": {"men", "male"}, "男生": {"men", "male"},
}

// hanGenderPrefixRE is 女 or 男 opening a word, before the Han noun of a
// person or a thing it makes female or male: 女教练, 找个男老师, 的女护士 —
// not 男女, which names both, nor a relative, 女儿, 男友, or one a word
// ending in 女 names (侄女, 孙女, 处女座), who is not the person the goal
// looks for. A word opens at the text's start, after no Han character,
// or after a measure word or particle.
var hanGenderPrefixRE = prefilter.MustCompile(`(?:^|\P{Han}|[个位名的找要请是和或给派约])([女男])[^男女儿友朋婿\P{Han}]`)

// enumByGender returns the value of a gender or sex enum that the goal
// names in any of its words: "women" or 女性 for female, "male" for men,
// "female" for F. A goal naming both genders names no value.
func enumByGender(enum []any, name, text string) []string {
	raw := nameWordsAll(name)
	if !slices.Contains(raw, "gender") && !slices.Contains(raw, "sex") {
		return nil
	}
	pick := func(f [2]string) []string {
		for _, want := range []string{f[1], f[0], f[1][:1]} {
			for _, x := range enum {
				if v, ok := x.(string); ok && strings.EqualFold(v, want) {
					return []string{v}
				}
			}
		}
		return nil
	}
	named := map[[2]string]bool{}
	for _, t := range wordSpans(text) {
		if f, ok := genderWords[strings.ToLower(t.text)]; ok {
			named[f] = true
		}
	}
	for w, f := range hanGender {
		if strings.Contains(text, w) {
			named[f] = true
		}
	}
	for _, r := range hanGenderPrefixRE.FindAllStringSubmatch(text, -1) {
		if r[1] == "女" {
			named[genderWords["female"]] = true
		} else {
			named[genderWords["male"]] = true
		}
	}
	if len(named) != 1 {
		return nil // none, or both: "men and women" names no one gender
	}
	for f := range named {
		return pick(f)
	}
	return nil
}
