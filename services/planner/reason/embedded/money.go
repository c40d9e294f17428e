package embedded

import (
	"slices"
	"strings"
)

// valueEvidence scores what a value is written as for the parameter its
// form names: money for an amount, a code's letters for the parameter
// they spell.
func valueEvidence(s *slot, g *goalValues, j int) float64 {
	sp := g.spans[j]
	if g.used[j] || !typeFits(s, sp) {
		return 0
	}
	return moneyEvidence(s, g, sp) + prefixEvidence(s, sp) + roomCodeEvidence(s, g, sp)
}

// moneyHeads are the words that end the name of a parameter taking an
// amount of money: amount, unit_price, total_cost, refund_fee.
var moneyHeads = map[string]bool{"amount": true, "price": true, "cost": true, "fee": true, "fees": true, "balance": true,
	"salary": true, "budget": true, "payment": true, "charge": true, "bonus": true, "refund": true, "fare": true,
	"deposit": true, "revenue": true, "income": true, "wage": true, "rent": true, "tip": true, "spend": true}

// moneyEvidence scores a number written as money ($25, 50 元, 30 dollars)
// for the one numeric parameter named for an amount of money. With two
// such parameters (min_amount, max_amount; price, fee) the words around
// the number must say which.
func moneyEvidence(s *slot, g *goalValues, sp span) float64 {
	if sp.kind != spanNumber || len(s.raw) == 0 || boundSide(s) != "" {
		return 0
	}
	if t := s.p.typ(); t != "number" && t != "float" && t != "integer" {
		return 0
	}
	head, currency := s.raw[len(s.raw)-1], ""
	if n := len(s.raw); n > 1 && unitFamily(head) == "money" {
		head, currency = s.raw[n-2], head // amount_usd: an amount, in dollars
	}
	if !moneyHeads[head] || slices.ContainsFunc(s.heads, func(h string) bool { return moneyHeads[h] }) {
		return 0
	}
	if currency != "" && symbolClash(sp.text, currency) {
		return 0 // $250 is no amount_cny
	}
	if strings.ContainsAny(sp.text, "$¥€£") || unitFamily(sp.unit) == "money" || moneyAfterRE.MatchString(g.text[sp.end:]) {
		return 2
	}
	return 0
}

// symbolCurrencies are the currency words each symbol writes.
var symbolCurrencies = map[string][]string{"$": {"usd", "dollar", "dollars"}, "¥": {"cny", "rmb", "yuan", "jpy", "yen"}, "€": {"eur", "euro", "euros"}, "£": {"gbp", "pound", "pounds"}}

// symbolClash reports whether a number is written with a currency symbol
// that is not the currency a parameter's name gives.
func symbolClash(text, currency string) bool {
	for sym, words := range symbolCurrencies {
		if strings.Contains(text, sym) && !slices.Contains(words, currency) {
			return true
		}
	}
	return false
}
