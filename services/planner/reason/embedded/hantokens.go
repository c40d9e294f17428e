package embedded

import (
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
