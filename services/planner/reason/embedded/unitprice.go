package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// eachAfterRE is what follows an amount that prices one of several:
// "at 1,450 each", "$3 apiece", "20 元一台"; eachOfRE, right after it,
// makes "each" a count of every item: "5 each of K1234 and K5678".
var (
	eachAfterRE = prefilter.MustCompile(`(?i)^\s*((?:dollars?|usd|yuan|rmb|euros?|元|块钱?)\s*)?(?:each\b|apiece\b|a piece\b|per (?:unit|piece|item)\b|一(?:个|台|件|只|套|箱))`)
	eachOfRE    = prefilter.MustCompile(`(?i)^\s+of\b`)
)

// eachBeforeRE is what precedes an amount that prices one of several:
// 单价 500, 每台 300 元, 每箱价格 24. After 每 and a measure the number is
// a price only when a price word (group 1) or money says so: 每箱 24 瓶
// counts the bottles in a case.
var eachBeforeRE = prefilter.MustCompile(`(?:单价|每(?:个|台|件|只|套|箱|瓶|包|盒|袋)\s*(的?(?:价格|售价|单价|价钱|价)|卖|售)?)\s*(?:是|为|[:：])?\s*$`)

// moneyAfterRE is money written right after a number: 24 元, 30块.
var moneyAfterRE = prefilter.MustCompile(`(?i)^\s*(?:元|块|美元|欧元|英镑|港元|港币|日元|人民币|dollars?\b|usd\b|yuan\b|rmb\b|euros?\b)`)

// hanCounters are the measure words that count things after a number:
// 24 瓶, 3 个. A number they follow is how many, never a price.
const hanCounters = "个台件只套箱瓶根包盒袋张本支条片粒颗桶罐双对份辆位名人次"

// priceAfterEach reports whether the number sp after 每 and a measure is
// money: a price word stands between (每箱价格 24), the number is money
// (¥24, 24 元), and no measure word counts it (每箱 24 瓶).
func priceAfterEach(text string, sp span, cued bool) bool {
	if next, _ := utf8.DecodeRuneInString(strings.TrimLeft(text[sp.end:], " ")); strings.ContainsRune(hanCounters, next) {
		return false
	}
	return cued || strings.ContainsAny(sp.text, "$¥€£") || unitFamily(sp.unit) == "money" || moneyAfterRE.MatchString(text[sp.end:])
}

// priceCueRE ends in a word that makes the amount after it a price:
// "at 35.5 each", "priced 7 each", "@ 3".
var priceCueRE = prefilter.MustCompile(`(?i)(?:\b(?:at|for|priced|costing|costs?|price)|@)\s*$`)

// pricedEach reports whether the number sp prices one of several: a word
// for one unit follows it ("each", "apiece", 一台) and a currency says it
// is money ("$3 apiece", "$7 each of K1234 and K5678", "20 元一台"), or a
// price cue does ("at 35.5 each") unless "of" follows: "for 5 each of the
// teams" counts; or a unit's price precedes it (单价 500). A bare count
// with "each" is how many of every item: "5 each of K1234".
func pricedEach(text string, sp span) bool {
	if loc := endIndex(eachBeforeRE, text[:sp.pos]); loc != nil {
		lead := text[loc[0]:sp.pos]
		if strings.HasPrefix(lead, "单价") {
			return true
		}
		m := eachBeforeRE.FindStringSubmatch(lead)
		return priceAfterEach(text, sp, m != nil && m[1] != "")
	}
	m := eachAfterRE.FindStringSubmatchIndex(text[sp.end:])
	switch {
	case m == nil:
		return false
	case m[2] >= 0 || strings.ContainsAny(sp.text, "$¥€£") || unitFamily(sp.unit) == "money":
		return true
	}
	return !eachOfRE.MatchString(text[sp.end+m[1]:]) && endsWith(priceCueRE, text[:sp.pos])
}

// unitPriceSlot reports whether a number parameter is the price of one
// unit: its name joins unit with price or cost (unit_price, cost_per_unit),
// or its description says it prices a unit.
func unitPriceSlot(s *slot) bool {
	if s.p.typ() != "number" && s.p.typ() != "integer" && s.p.typ() != "float" {
		return false
	}
	priced := slices.Contains(s.raw, "price") || slices.Contains(s.raw, "cost")
	if priced && (slices.Contains(s.raw, "unit") || slices.Contains(s.raw, "each") || slices.Contains(s.raw, "per")) {
		return true
	}
	d := strings.ToLower(s.p.Description)
	return strings.Contains(d, "price per unit") || strings.Contains(d, "unit price") || strings.Contains(d, "单价")
}

// fillUnitPrices gives a unit's price the amount the goal writes for one
// of several ("40 monitors at 1,450 each"), when no other parameter took
// it.
func fillUnitPrices(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !unitPriceSlot(s) {
			continue
		}
		for j, sp := range g.spans {
			if g.used[j] || sp.kind != spanNumber || sp.dated || !g.inScope(sp) {
				continue
			}
			if !pricedEach(g.text, sp) {
				continue
			}
			if v, ok := valueFor(s, sp); ok {
				args[s.name] = v
				g.take(j)
				break
			}
		}
	}
}
