package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// respectivelyRE is a list of parameter words and the word that says their
// values follow, in the same order: "base and height as", "the width,
// length and depth are".
var respectivelyRE = prefilter.MustCompile(`\b([a-z][a-z_]*(?:\s*,\s*[a-z][a-z_]*)*)\s*,?\s+and\s+(?:the\s+|its\s+)?([a-z][a-z_]*)\s+(?:are|is|as|of|be|being|were|=|:|equal to)\s+`)

// fillRespectively fills parameters a goal names in a list from the values
// it lists after them, in the same order: "base and height as 6cm and
// 10cm" → base 6, height 10. Every word must name its own parameter and
// the values must be as many as the words.
func fillRespectively(slots []slot, g *goalValues, args map[string]any) {
	for _, m := range respectivelyRE.FindAllStringSubmatchIndex(g.lower, -1) {
		var words []string
		for _, w := range strings.Split(g.lower[m[2]:m[3]], ",") {
			words = append(words, strings.TrimSpace(w))
		}
		words = append(words, g.lower[m[4]:m[5]])
		if len(words) > 1 {
			// "the lengths of its base": only the list's last words count.
			f := strings.Fields(words[0])
			words[0] = f[len(f)-1]
		}
		targets := make([]*slot, 0, len(words))
		for _, w := range words {
			s := slotNamed(slots, args, w)
			if s == nil || slices.Contains(targets, s) {
				targets = nil
				break
			}
			targets = append(targets, s)
		}
		if targets == nil {
			continue
		}
		vals := listedAfter(g, m[1], len(targets))
		if vals == nil {
			continue
		}
		filled := map[string]any{}
		for k, j := range vals {
			v, ok := valueFor(targets[k], g.spans[j])
			if !ok {
				filled = nil
				break
			}
			filled[targets[k].name] = v
		}
		for k, j := range vals {
			if filled != nil {
				args[targets[k].name] = filled[targets[k].name]
				g.take(j)
			}
		}
	}
}

// slotNamed is the open parameter whose words include w.
func slotNamed(slots []slot, args map[string]any, w string) *slot {
	for i := range slots {
		if _, done := args[slots[i].name]; !done && matchesWord(slots[i].words, w) {
			return &slots[i]
		}
	}
	return nil
}

// listedAfter finds n unused single values that start at pos and follow one
// another joined by commas and "and": "6cm and 10cm".
func listedAfter(g *goalValues, pos, n int) []int {
	var out []int
	at := pos
	for len(out) < n {
		next := -1
		for j, sp := range g.spans {
			if g.used[j] || sp.kind == spanList || sp.pos < at || sp.kind != spanNumber && sp.kind != spanName && sp.kind != spanQuoted {
				continue
			}
			if next < 0 || sp.pos < g.spans[next].pos {
				next = j
			}
		}
		if next < 0 {
			return nil
		}
		gap := g.text[at:g.spans[next].pos]
		if len(out) > 0 {
			gap = strings.TrimPrefix(strings.TrimLeft(gap, " "), measureUnit(g.spans[out[len(out)-1]]))
		}
		if len(out) > 0 && !runSepRE.MatchString(gap) || len(out) == 0 && strings.TrimSpace(gap) != "" {
			return nil
		}
		out = append(out, next)
		at = g.spans[next].end
	}
	return out
}

// measureUnit is the unit written after a number when it is one: "cm" of
// 6cm; "and" after a number is no unit.
func measureUnit(sp span) string {
	if _, ok := parseUnit(sp.rawUnit); ok || unitFamily(sp.unit) != "" {
		return sp.rawUnit
	}
	return ""
}
