package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// conjunctionRE is what stands between two coordinated words: 白班和夜班,
// "day and night", "email or SMS".
var conjunctionRE = prefilter.MustCompile(`(?i)^\s*(?:和|与|及|跟|以及|或|或者|、|,|，|/|&|and|or|as well as)\s*(?:the\s+)?$`)

// coordinatedValues reports whether the goal writes two of vals, values of
// a parameter that takes one, joined by a conjunction: 白班和夜班各做了多少
// asks about both shifts, so neither is the value and the parameter
// stays unstated. A value is found where the goal writes it, or a word
// its description glosses it with.
func coordinatedValues(vals []string, enum []any, description string, g *goalValues) bool {
	if len(vals) < 2 {
		return false
	}
	described := describedValues(enum, description)
	whole, _ := hanGlosses(enumStrings(enum), description)
	mentions := map[string][][2]int{}
	for _, v := range vals {
		if a, b := optionAt(g, v); a >= 0 {
			mentions[v] = append(mentions[v], [2]int{a, b})
		}
		names := described[v]
		if w, ok := whole[v]; ok {
			names = append(names, w)
		}
		for _, w := range names {
			if i := aliasIndex(g.lower, strings.ToLower(w)); i >= 0 {
				mentions[v] = append(mentions[v], [2]int{i, i + len(w)})
			}
		}
	}
	for i, v := range vals {
		for _, o := range vals[i+1:] {
			for _, x := range mentions[v] {
				for _, y := range mentions[o] {
					if joined(g.lower, x, y) || joined(g.lower, y, x) {
						return true
					}
				}
			}
		}
	}
	return false
}

// joined reports whether only a conjunction stands between the words at
// x and, after it, y.
func joined(lower string, x, y [2]int) bool {
	return x[1] <= y[0] && conjunctionRE.MatchString(lower[x[1]:y[0]])
}
