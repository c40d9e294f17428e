package embedded

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// joinGivenValues joins to a write a part after it that only gives the
// value of one of the write's parameters, by that parameter's name and an
// identifier in its pattern ("…约个现场查勘，adjuster 用ADJ0318"): it says
// how the write is done, not a second need.
func joinGivenValues(in []intent, byName map[string]*toolspec.Spec) []intent {
	out := []intent{in[0]}
	for _, x := range in[1:] {
		last := &out[len(out)-1]
		w := byName[last.st.Tool]
		if len(x.texts) != 1 || x.afterPrev || x.asks || x.listed || x.then || w == nil || w.SideEffect != toolspec.Write || !givesValue(x.texts[0], w) {
			out = append(out, x)
			continue
		}
		last.texts = append(last.texts, x.texts...)
		last.queries = append(last.queries, x.queries...)
	}
	return out
}

// givesValue reports whether text is only the name of one of w's
// parameters and an identifier its pattern matches, with at most a
// linking character or two (用, 是).
func givesValue(text string, w *toolspec.Spec) bool {
	var sch object
	if len(w.Parameters) == 0 || json.Unmarshal(w.Parameters, &sch) != nil {
		return false
	}
	ids := identifierRE.FindAllString(text, -1)
	if len(ids) != 1 {
		return false
	}
	for name, p := range sch.Properties {
		if p.Pattern == "" {
			continue
		}
		re, err := regexp.Compile(p.Pattern)
		if err != nil || !re.MatchString(ids[0]) {
			continue
		}
		rest := strings.ToLower(strings.Replace(text, ids[0], " ", 1))
		named := false
		for _, nw := range nameWordsAll(name) {
			if len(nw) > 2 && strings.Contains(rest, nw) {
				rest, named = strings.Replace(rest, nw, " ", 1), true
			}
		}
		rest = strings.TrimSpace(rest)
		if named && utf8.RuneCountInString(rest) <= 2 && !strings.ContainsFunc(rest, func(r rune) bool { return r < unicode.MaxASCII && unicode.IsLetter(r) }) {
			return true
		}
	}
	return false
}
