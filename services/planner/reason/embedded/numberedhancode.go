package embedded

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// describedCodeRE is a code a description writes: letters, then digits
// (B01, QC-05).
var describedCodeRE = prefilter.MustCompile(`\b([A-Z]{1,4}-?)(\d{1,6})\b`)

// fillNumberedHanCode fills an open code parameter with the code of the N
// of N号 written right before or after a Chinese noun for a word of its
// name: 7号仓库 for a warehouse_id "WH01 to WH12" is WH07. The code is the
// letters of the codes the description writes and N padded to their
// digits, and must be one the pattern takes; the noun must name one
// parameter only.
func fillNumberedHanCode(slots []slot, g *goalValues, args map[string]any) {
	if !strings.Contains(g.text, "号") {
		return
	}
	for _, m := range numberedRE.FindAllStringSubmatchIndex(g.text, -1) {
		if !g.free(m[0], m[1]) || m[0] < g.scopeStart || m[1] > g.scopeEnd {
			continue
		}
		after, before := g.text[m[1]:], g.text[:m[0]]
		if strings.HasSuffix(strings.TrimRight(before, " "), "月") {
			continue // 3月7号 is a day of a month
		}
		n, err := strconv.Atoi(g.text[m[2]:m[3]])
		if err != nil {
			continue
		}
		var taker *slot
		code, takers := "", 0
		for i := range slots {
			s := &slots[i]
			if _, done := args[s.name]; done || s.pattern == nil || s.p.typ() != "string" || !hanNamed(s, before, after) {
				continue
			}
			if c, ok := numberedCode(s, n); ok {
				taker, code = s, c
				takers++
			}
		}
		if takers != 1 {
			continue
		}
		args[taker.name] = code
		g.use(m[0], m[1])
	}
}

// hanNamed reports whether the Chinese noun right after an N号 (or right
// before it) is one the glossary gives a word of s's name for, or one its
// description writes.
func hanNamed(s *slot, before, after string) bool {
	for _, w := range s.han {
		if strings.HasPrefix(after, w) || strings.HasSuffix(before, w) {
			return true
		}
	}
	for _, w := range s.words {
		if len(w) > 2 && !idWords[w] && (lexical.GlossLeads(after, w) || lexical.GlossEnds(before, w)) {
			return true
		}
	}
	return false
}

// numberedCode is the code numbered n in the shape of the codes s's
// description writes, when its pattern takes it.
func numberedCode(s *slot, n int) (string, bool) {
	for _, m := range describedCodeRE.FindAllStringSubmatch(s.p.Description, -1) {
		if !s.pattern.MatchString(m[0]) {
			continue
		}
		c := fmt.Sprintf("%s%0*d", m[1], len(m[2]), n)
		if s.pattern.MatchString(c) {
			return c, true
		}
	}
	return "", false
}
