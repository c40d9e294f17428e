package embedded

import (
	"slices"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// keywordStops are words that only frame a search request (find, all,
// the, we): none of them narrows what is searched for.
var keywordStops = map[string]bool{
	"find": true, "search": true, "look": true, "looking": true, "up": true, "for": true, "show": true, "me": true, "us": true,
	"list": true, "get": true, "all": true, "the": true, "a": true, "an": true, "any": true, "some": true, "our": true, "my": true,
	"of": true, "please": true, "we": true, "you": true, "i": true, "can": true, "could": true, "need": true, "want": true,
	"to": true, "see": true, "which": true, "what": true, "do": true, "have": true, "that": true, "and": true, "or": true,
	"in": true, "on": true, "at": true, "with": true, "by": true, "from": true, "every": true, "those": true, "these": true,
	"is": true, "are": true, "was": true, "were": true, "does": true, "did": true,
}

// keywordOf are the words after an object's noun that lead to what
// narrows it: "suppliers of frozen dumplings".
var keywordOf = map[string]bool{"of": true, "for": true, "named": true, "called": true, "like": true, "matching": true, "about": true}

// objectKeyword is the search keyword of an English need for a tool named
// for its object (find_products): the words that narrow that object's
// noun, before it ("the almond butter products") or after "of" and the like
// ("suppliers of frozen dumplings"), one to four of them, up to a
// preposition ("the stock of glyphosate across all sites").
func objectKeyword(text, tool string) (string, bool) {
	names := nameWordsAll(tool)
	if language(text) != "en" || len(names) < 2 {
		return "", false
	}
	ws := wordSpans(text)
	lower := make([]string, len(ws))
	for i, w := range ws {
		lower[i] = strings.ToLower(w.text)
	}
	head := numberForms(names[len(names)-1])
	at := slices.IndexFunc(lower, func(w string) bool { return slices.Contains(head, w) })
	if at < 0 {
		return "", false
	}
	from := at
	for from > 0 && !keywordStops[lower[from-1]] && !slices.Contains(names, lower[from-1]) && ws[from].pos == ws[from-1].end+1 {
		from--
	}
	if n := at - from; n >= 1 && n <= 4 {
		return text[ws[from].pos:ws[at-1].end], true
	}
	if at+1 < len(ws) && keywordOf[lower[at+1]] {
		to := at + 2
		for to < len(ws) && !keywordStops[lower[to]] && !cuePreps[lower[to]] && ws[to].pos == ws[to-1].end+1 {
			to++
		}
		if n := to - at - 2; n >= 1 && n <= 4 {
			return text[ws[at+2].pos:ws[to-1].end], true
		}
	}
	return "", false
}

// hanSupplyRE opens what a Chinese need says the object supplies, sells
// or makes, past a modal: 能供, 可以提供, 卖.
var hanSupplyRE = prefilter.MustCompile(`^(?:能够|能|可以|会)?(?:供应|提供|供货|供|出售|销售|卖|生产|做)`)

// hanObjectKeyword is the search keyword of a Chinese need for a tool named
// for its object: what the need says that object supplies, sells or makes
// (供应商能供散装面粉 searches for 散装面粉), the object found by the
// glossary's Chinese for the last word of the tool's name.
func hanObjectKeyword(text, tool string) (string, bool) {
	names := nameWordsAll(tool)
	if language(text) != "zh" || len(names) < 2 {
		return "", false
	}
	obj := names[len(names)-1]
	rs := []rune(text)
	for i := range rs {
		for n := 4; n >= 2; n-- {
			if i+n > len(rs) || !allHan(rs[i:i+n]) || !lexical.GlossNames(string(rs[i:i+n]), obj) {
				continue
			}
			rest := string(rs[i+n:])
			m := hanSupplyRE.FindStringIndex(rest)
			if m == nil {
				return "", false
			}
			kw := []rune(strings.TrimRight(hanRun(rest[m[1]:]), "的吗呢吧"))
			if len(kw) < 2 || len(kw) > 8 {
				return "", false
			}
			return string(kw), true
		}
	}
	return "", false
}

// allHan reports whether every rune of rs is a Han character.
func allHan(rs []rune) bool {
	for _, r := range rs {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return len(rs) > 0
}

// hanRun is the Han characters s opens with.
func hanRun(s string) string {
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.Is(unicode.Han, r) })
	if end < 0 {
		return s
	}
	return s[:end]
}
