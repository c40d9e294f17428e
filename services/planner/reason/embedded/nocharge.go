package embedded

import "regexp"

// noChargeRE says that nothing is charged: "no charge", "free of
// charge", 免费, 不收费, 没收钱.
var noChargeRE = regexp.MustCompile(`(?i)\b(?:no charge|free of charge|at no cost|no cost)\b|免费|不收费|没收钱|不要钱`)

// chargeWords are the words a parameter's name uses for what is charged.
var chargeWords = []string{"cost", "fee", "charge", "price"}

// fillNoCharge gives the one open amount parameter named for what is
// charged a zero when the goal says nothing is: "replaced the lock, no
// charge" fills cost with 0.
func fillNoCharge(slots []slot, g *goalValues, args map[string]any) {
	if !noChargeRE.MatchString(g.text) {
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
