package embedded

import (
	"regexp"
	"strings"
)

// dosedNameRE is a name written right before a dose: 阿莫西林 500mg,
// "ibuprofen 200 mg", 头孢呋辛 250毫克.
var dosedNameRE = regexp.MustCompile(`(?i)(\p{Han}{2,12}|[a-z][a-z\-]{2,30})\s*\d+(?:\.\d+)?\s*(?:mg|mcg|µg|ug|ml|iu|毫克|微克|毫升|片|粒)(?:[^a-z]|$)`)

// doseVerbs are the verbs a Chinese goal writes right before what it
// prescribes, buys or takes: 开阿莫西林, 服用布洛芬.
var doseVerbs = []string{"开具", "开个", "开", "服用", "吃", "用", "换成", "改成", "改为", "加", "给"}

// fillDosedName fills a string parameter for a name (drug_name,
// medication, item_name) with the word the goal writes right before a
// dose: what comes with "500mg" is the thing dosed, with no cue word.
func fillDosedName(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !dosedParam(s) {
			continue
		}
		for _, m := range dosedNameRE.FindAllStringSubmatchIndex(g.text, -1) {
			a, b := m[2], m[3]
			name := g.text[a:b]
			for again := true; again; {
				again = false
				for _, v := range doseVerbs {
					if rest, ok := strings.CutPrefix(name, v); ok && len([]rune(rest)) >= 2 {
						name, a, again = rest, a+len(v), true
					}
				}
			}
			if stopWords[strings.ToLower(name)] || !g.free(a, b) || a < g.scopeStart || b > g.scopeEnd {
				continue
			}
			args[s.name] = name
			g.use(a, b)
			break
		}
	}
}

// dosedParam reports whether a parameter names what is dosed: its name is
// a drug's or medication's, or a name whose description speaks of one.
func dosedParam(s *slot) bool {
	dose := func(w string) bool {
		return w == "drug" || w == "drugs" || w == "medication" || w == "medicine" || w == "medicines"
	}
	for _, w := range s.words {
		if dose(w) {
			return true
		}
	}
	for _, w := range s.desc {
		if dose(w) {
			return slicesContains(s.raw, "name")
		}
	}
	return false
}

func slicesContains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
