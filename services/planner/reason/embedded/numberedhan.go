package embedded

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// numberedRE is a number written with 号: 2号.
var numberedRE = prefilter.MustCompile(`(\d{1,4})号`)

// fillNumberedHanNoun fills an open integer with the N of N号 written
// right before or after a Chinese noun its description gives: 2号收银台
// or 收银台2号 for "Register (收银台) number". The noun must name one
// parameter only; such an N号 is no day of the month, though it reads as
// one alone.
func fillNumberedHanNoun(slots []slot, g *goalValues, args map[string]any) {
	for _, m := range numberedRE.FindAllStringSubmatchIndex(g.text, -1) {
		if !g.free(m[0], m[1]) || m[0] < g.scopeStart || m[1] > g.scopeEnd {
			continue
		}
		after, before := g.text[m[1]:], g.text[:m[0]]
		var taker *slot
		n := 0
		for i := range slots {
			s := &slots[i]
			if _, done := args[s.name]; done || s.p.typ() != "integer" {
				continue
			}
			for _, w := range s.han {
				if utf8.RuneCountInString(w) >= 2 && (strings.HasPrefix(after, w) || strings.HasSuffix(before, w)) {
					taker = s
					n++
					break
				}
			}
		}
		v, err := strconv.Atoi(g.text[m[2]:m[3]])
		if n != 1 || err != nil || !within(taker.p, float64(v)) {
			continue
		}
		args[taker.name] = int64(v)
		g.use(m[0], m[1])
	}
}
