package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// glossHanRE is a run of two or more Chinese characters in a gloss.
var glossHanRE = prefilter.MustCompile(`\p{Han}{2,}`)

// enumByHanToken returns the value whose gloss, English and Chinese mixed,
// holds a Chinese word the goal writes: "receipt (收据/发票 PDF)" for 发票.
// A word inside a longer one the goal writes counts for the longer one
// only (单据 of 电子单据), and the words the goal writes must all be one
// value's.
func enumByHanToken(enum []any, description, text string) []string {
	if !hasHan(text) {
		return nil
	}
	type hit struct {
		v    string
		a, b int
	}
	var hits []hit
	for _, v := range enumStrings(enum) {
		gloss, ok := bracketAfter(description, v)
		if !ok {
			continue
		}
		for _, w := range glossHanRE.FindAllString(gloss, -1) {
			for i := range occurrences(text, w) {
				hits = append(hits, hit{v, i, i + len(w)})
			}
		}
	}
	if len(hits) == 0 {
		return enumByGlossAcronym(enum, description, text)
	}
	found := ""
	for _, h := range hits {
		inside := false
		for _, o := range hits {
			if o.a <= h.a && o.b >= h.b && o.b-o.a > h.b-h.a {
				inside = true
				break
			}
		}
		if inside {
			continue
		}
		if found != "" && found != h.v {
			return nil
		}
		found = h.v
	}
	if found == "" {
		return nil
	}
	return []string{found}
}

// glossAcronymRE is a word of capitals beside a Chinese word in a gloss,
// both names of the value: "RQA 收货检查", "产线巡查 LPA", "OQA/FQA 发货终查".
var glossAcronymRE = prefilter.MustCompile(`(?:^|[^A-Za-z0-9-])([A-Z]{2,5})(?:[ /]+[A-Z]{2,5})*\s*\p{Han}|\p{Han}\s*([A-Z]{2,5})(?:$|[^A-Za-z0-9-])`)

// enumByGlossAcronym returns the value whose mixed gloss names it by a
// word of capitals beside its Chinese word when the goal writes that word
// and none of the gloss's Chinese words whole: "receiving (RQA 收货检查)"
// for RQA. A word another value's gloss also holds names neither, a code
// that opens with the word (RQA-0042) does not name it, and the words the
// goal writes must all be one value's.
func enumByGlossAcronym(enum []any, description, text string) []string {
	glosses := map[string]string{}
	for _, v := range enumStrings(enum) {
		if g, ok := originalGlossAfter(description, v); ok {
			glosses[v] = g
		}
	}
	if len(glosses) < 2 {
		return nil
	}
	heldElsewhere := func(v, part string) bool {
		for o, g := range glosses {
			if o != v && strings.Contains(g, part) {
				return true
			}
		}
		return false
	}
	found := ""
	for v, g := range glosses {
		named := false
		for _, m := range glossAcronymRE.FindAllStringSubmatch(g, -1) {
			if a := m[1] + m[2]; !heldElsewhere(v, a) && standaloneAt(text, a) {
				named = true
			}
		}
		if !named {
			continue
		}
		if found != "" {
			return nil
		}
		found = v
	}
	if found == "" {
		return nil
	}
	return []string{found}
}

// originalGlossAfter is bracketAfter in the description's own letters,
// capitals kept.
func originalGlossAfter(description, v string) (string, bool) {
	lower := strings.ToLower(description)
	if len(lower) != len(description) {
		return "", false
	}
	i := strings.Index(lower, strings.ToLower(v)+" (")
	if i < 0 {
		return "", false
	}
	rest := description[i+len(v)+2:]
	j := strings.IndexByte(rest, ')')
	if j < 0 {
		return "", false
	}
	return rest[:j], true
}

// standaloneAt reports whether text writes the word w on its own, not as
// the prefix or a part of a code (CNC of CNC-SZ-0412).
func standaloneAt(text, w string) bool {
	for i := range occurrences(text, w) {
		end := i + len(w)
		if !latinAt(text, i-1) && !latinAt(text, end) && (i == 0 || text[i-1] != '-') && (end == len(text) || text[end] != '-') {
			return true
		}
	}
	return false
}
