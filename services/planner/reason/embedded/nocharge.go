package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// noChargeRE says that nothing is charged: "no charge", "free of
// charge", 免费, 不收费, 没收钱.
var noChargeRE = prefilter.MustCompile(`(?i)\b(?:no charge|free of charge|at no cost|no cost)\b|免费|不收费|没收钱|不要钱`)

// chargeQuestionRE is a clause that asks about a charge rather than
// states one: 能不能免费, 是否收费, "asked whether it is free".
var chargeQuestionRE = prefilter.MustCompile(`(?i)[?？吗]|能不能|可不可以|是不是|是否|问|\b(?:whether|if|ask|asks|asked|asking|wonder|wondered)\b`)

// noChargeLeadRE is what may follow "no cost" or "no charge" when it says
// nothing is charged: the end of a clause or a word that carries on
// about the job ("no charge for the labour"); a noun after it makes a
// thing not there, "no cost estimate yet".
var noChargeLeadRE = prefilter.MustCompile(`(?i)^(?:\s*$|\s*[^\sa-z]|\s+(?:for|to|on|at|and|or|this|that|the|was|is|either|whatsoever|because|since|as|so|but|then|please|involved|needed|required)\b)`)

// clauseSepRE ends or begins a clause.
var clauseSepRE = prefilter.MustCompile(`[,，。.;；!！?？\n]`)

// statesNoCharge reports whether the goal states of this job that nothing
// is charged: the phrase is not negated (不免费, "not free of charge"),
// not asked about, and "no cost" is not the absence of some thing.
func statesNoCharge(text string) bool {
	lower := lowerASCII(text)
	for _, m := range noChargeRE.FindAllStringIndex(lower, -1) {
		from, to := 0, len(lower)
		if locs := clauseSepRE.FindAllStringIndex(lower[:m[0]], -1); len(locs) > 0 {
			from = locs[len(locs)-1][1]
		}
		if loc := clauseSepRE.FindStringIndex(lower[m[1]:]); loc != nil {
			to = m[1] + loc[0]
		}
		if to < len(lower) && strings.ContainsAny(lower[to:to+1], "?？") {
			continue
		}
		phrase := lower[m[0]:m[1]]
		switch {
		case negatedAt(lower, m[0]):
		case chargeQuestionRE.MatchString(lower[from:to]):
		case strings.HasPrefix(phrase, "no ") && !noChargeLeadRE.MatchString(lower[m[1]:]):
		default:
			return true
		}
	}
	return false
}

// chargeWords are the words a parameter's name uses for what is charged.
var chargeWords = []string{"cost", "fee", "charge", "price"}

// fillNoCharge gives the one open amount parameter named for what is
// charged a zero when the goal says nothing is: "replaced the lock, no
// charge" fills cost with 0.
func fillNoCharge(slots []slot, g *goalValues, args map[string]any) {
	if !statesNoCharge(g.text) {
		return
	}
	var taker *slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" {
			continue
		}
		for _, w := range chargeWords {
			if matchesWord(s.words, w) {
				if taker != nil {
					return
				}
				taker = s
				break
			}
		}
	}
	if taker == nil {
		return
	}
	if taker.p.typ() == "integer" {
		args[taker.name] = int64(0)
	} else {
		args[taker.name] = 0.0
	}
}
