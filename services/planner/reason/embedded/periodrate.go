package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// An amount written with the period it is paid for — "1,800 a day",
// 周薪六万, 每小时改成12元 — goes to the money parameter paid by that
// period: day_rate, a rate "per day or week", hourly_rate. The period
// binds to the number it stands next to, so 每小时12元，每日封顶80元 gives
// the hour's 12 and the day's 80 to their own parameters.

// periodAfterRE follows an amount paid per period: "1,800 a day", "$40
// per hour", "80元/天", "200元每天"; group 1 or 2 is the period.
var periodAfterRE = prefilter.MustCompile(`(?i)^\s*(?:(?:yuan|dollars?|usd|rmb|cny|euros?)\s+|元|块钱?)?\s*(?:(?:an?|per|each|every|/)\s*(hour|hr|day|week|month)\b|(?:/|每|一)\s*(小时|天|日|周|星期|月))`)

// periodBeforeRE ends the text before an amount paid per period: 每小时,
// 每日封顶, 周薪, 日薪, with a few Han letters between (改成, 封顶) and a
// linking 是 or a colon; group 1 or 2 is the period.
var periodBeforeRE = prefilter.MustCompile(`(?:每个?(小时|天|日|周|星期|月)|(时|日|周|月)薪)\p{Han}{0,3}?(?:是|为|[:：])?\s*$`)

// periodBoundRE, between a period and its amount, makes the amount a
// bound of a search, not a rate to set: 日租金不超过8000.
var periodBoundRE = prefilter.MustCompile(`不超过|不到|不高于|不低于|以内|以下|至少|超过|低于|高于|少于|多于|最多|最少`)

// moneyNameWords say a number parameter is money paid or charged.
var moneyNameWords = []string{"rate", "pay", "wage", "salary", "price", "fee", "cost", "charge", "max", "cap"}

// moneyDescRE is a description that says a number is money.
var moneyDescRE = prefilter.MustCompile(`(?i)\b(?:yuan|cny|rmb|usd|eur|dollars?|price|rate|pay|wage|salary|fee|cap)\b|[$¥€£元]`)

// statedPeriod is the period a number is written with in text, or "",
// and whether a 薪 says it is a worker's pay (时薪, 周薪).
func statedPeriod(text string, sp span) (per string, wage bool) {
	if after := text[sp.end:]; periodAfterRE.MatchString(after) {
		m := periodAfterRE.FindStringSubmatch(after)
		return ratePeriods[strings.ToLower(m[1]+m[2])], false
	}
	loc := endIndex(periodBeforeRE, text[:sp.pos])
	if loc == nil || periodBoundRE.MatchString(text[loc[0]:sp.pos]) {
		return "", false
	}
	m := periodBeforeRE.FindStringSubmatch(text[loc[0]:sp.pos])
	if m == nil {
		return "", false
	}
	return ratePeriods[m[1]+m[2]], m[2] != ""
}

// chargedWords say a money parameter is what a customer is charged,
// which a worker's pay (时薪28) is not.
var chargedWords = []string{"bill", "billed", "billing", "charged", "customer", "customers", "client", "clients"}

// chargesCustomer reports whether a parameter's name or description says
// it is charged to a customer.
func chargesCustomer(s *slot) bool {
	charged := func(w string) bool { return slices.Contains(chargedWords, w) }
	return slices.ContainsFunc(s.raw, charged) || slices.ContainsFunc(wordTexts(strings.ToLower(s.p.Description)), charged)
}

// slotPeriods are the periods a money parameter is paid by, from its
// name's words (day_rate, hourly_rate) or its description ("Rate per day
// or week", "Daily cap in yuan"); none for a parameter that is no money.
func slotPeriods(s *slot) []string {
	if s.p.typ() != "number" && s.p.typ() != "integer" {
		return nil
	}
	if !slices.ContainsFunc(s.raw, func(w string) bool { return slices.Contains(moneyNameWords, w) }) && !moneyDescRE.MatchString(s.p.Description) {
		return nil
	}
	var out []string
	for _, w := range append(slices.Clone(s.raw), wordTexts(strings.ToLower(s.p.Description))...) {
		if per := ratePeriods[strings.Trim(w, ".,;:()")]; per != "" && !slices.Contains(out, per) {
			out = append(out, per)
		}
	}
	return out
}

// fillPeriodRates gives each amount written with its period to the one
// open money parameter paid by that period.
func fillPeriodRates(slots []slot, g *goalValues, args map[string]any) {
	for j, sp := range g.spans {
		if g.used[j] || sp.kind != spanNumber || sp.dated || !g.inScope(sp) {
			continue
		}
		if fam := unitFamily(sp.unit); fam != "" && fam != "money" {
			continue // 每天工作8小时: the number counts hours, no money
		}
		per, wage := statedPeriod(g.text, sp)
		if per == "" {
			continue
		}
		// Two parameters paid by the period: the amount names neither.
		taker := soleSlot(slots, func(s *slot) bool {
			_, done := args[s.name]
			return !done && slices.Contains(slotPeriods(s), per) && !(wage && chargesCustomer(s))
		})
		if taker == nil {
			continue
		}
		if v, ok := valueFor(taker, sp); ok {
			args[taker.name] = v
			g.take(j)
		}
	}
}
