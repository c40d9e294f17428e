package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// exprTerm is one term of a formula: 3x^2, x**3, 2x, 4.5, sin(x).
const exprTerm = `(?:\d+(?:\.\d+)?\s*\*?\s*)?(?:[a-z]{2,4}\([a-z]\)|[a-z])(?:\s*(?:\^|\*\*)\s*(?:\d+|[a-z]\b))?\b|\d+(?:\.\d+)?\b`

// exprRE is a formula written in a goal: terms joined by + - * /.
var exprRE = prefilter.MustCompile(`(?:^|[^A-Za-z0-9_])((?:` + exprTerm + `)(?:\s*[-+*/]\s*(?:` + exprTerm + `))*)`)

// exprVarRE says a formula has a variable with a coefficient or a power:
// "3x", "x^2", "x**3", "sin(x)"; "x = 1" alone is no formula.
var exprVarRE = prefilter.MustCompile(`\d\s*\*?\s*[a-z]\b|\b[a-z]\s*(?:\^|\*\*)|[a-z]{2,4}\([a-z]\)`)

// exprWords name a parameter that takes a formula.
var exprWords = []string{"function", "func", "equation", "expression", "polynomial", "formula"}

// fillExpressions fills the string parameters named for a formula
// (function, equation, expression, function1 and function2…) with the
// formulas the goal writes, in order: "the derivative of 3x^2 + 2x - 1".
// A formula's "y =" or "f(x) =" is its name, not part of it.
func fillExpressions(slots []slot, g *goalValues, args map[string]any) {
	var open []*slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "string" || s.pattern != nil || len(s.p.Enum) > 0 {
			continue
		}
		for _, w := range nameWordsAll(s.name) {
			if slices.Contains(exprWords, strings.TrimRight(w, "0123456789")) {
				open = append(open, s)
				break
			}
		}
	}
	if len(open) == 0 {
		return
	}
	slices.SortStableFunc(open, func(a, b *slot) int { return a.order - b.order })
	for _, m := range exprRE.FindAllStringSubmatchIndex(g.lower, -1) {
		if len(open) == 0 {
			return
		}
		a, b := m[2], m[3]
		expr := strings.TrimSpace(g.text[a:b])
		if !exprVarRE.MatchString(expr) || !g.free(a, b) {
			continue
		}
		args[open[0].name] = expr
		g.use(a, b)
		open = open[1:]
	}
}
