package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// giveBeforeRE is a verb of giving just before a number: 给 3000,
	// give 2500, award 500.
	giveBeforeRE = prefilter.MustCompile(`(?i)(?:给|批给?|发给?|奖励|补助|\bgive|\bgrant|\baward)\s*$`)
	// sumAfterRE is what may follow a sum given: the end, a stop, or a
	// word of money — no counted noun.
	sumAfterRE = prefilter.MustCompile(`(?i)^\s*(?:$|[，,。.;；!！]|元|块|(?:yuan|rmb|cny|dollars?|usd|eur)\b)`)
)

// moneyUnits are the last words of a name that say it is a sum of money.
var moneyUnits = []string{"cny", "yuan", "rmb", "usd", "eur", "dollars"}

// fillGivenAmount fills the one open amount of money with the number a
// verb of giving stands just before: "approve SA-10233, 给 3000" awards
// 3000. A number followed by a counted noun (给 3 个人) is no sum.
func fillGivenAmount(slots []slot, g *goalValues, args map[string]any) {
	// Two sums: which one is given is not said.
	taker := soleSlot(slots, func(s *slot) bool {
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" || len(s.words) == 0 {
			return false
		}
		return slices.Contains(s.words, "amount") || slices.Contains(moneyUnits, s.words[len(s.words)-1])
	})
	if taker == nil {
		return
	}
	for j, sp := range g.spans {
		if g.used[j] || sp.kind != spanNumber || sp.dated || !g.inScope(sp) {
			continue
		}
		if !giveBeforeRE.MatchString(g.text[:sp.pos]) || !sumAfterRE.MatchString(g.text[sp.end:]) {
			continue
		}
		if v, ok := valueFor(taker, sp); ok {
			args[taker.name] = v
			g.take(j)
			return
		}
	}
}
