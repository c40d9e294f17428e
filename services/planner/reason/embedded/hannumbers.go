package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanNumberWords are the Chinese nouns a goal writes just before a
// number to say what it measures, with the English words a parameter's
// name uses for it: 月租5800 is a rent, 预算3万 a budget. A general table
// of the words of money, counts and measures, never one catalog's.
var hanNumberWords = map[string][]string{
	"月租": {"rent"}, "租金": {"rent"}, "房租": {"rent"}, "押金": {"deposit"},
	"预算": {"budget"}, "价格": {"price"}, "售价": {"price"}, "金额": {"amount"},
	"工资": {"salary", "wage"}, "薪资": {"salary"}, "薪水": {"salary"}, "月薪": {"salary", "pay"},
	"时薪": {"pay", "wage", "hourly"}, "日薪": {"pay", "wage", "daily"}, "年薪": {"salary", "pay"},
	"账单价": {"bill", "billing"}, "开票价": {"bill", "billing"}, "费用": {"cost", "fee"}, "运费": {"shipping", "freight"}, "数量": {"quantity"},
	"人数": {"headcount", "attendees", "guests", "people"}, "面积": {"area"}, "重量": {"weight"},
	"估值": {"value", "valuation", "estimated"}, "估价": {"value", "valuation", "estimated"},
	"读数": {"reading"}, "库存": {"stock"}, "年龄": {"age"}, "分数": {"score"}, "得分": {"score"},
}

// hanNumberKeys are hanNumberWords' keys, longest first.
var hanNumberKeys = keysLongestFirst(hanNumberWords)

// amountHeads are the last words of a name that say only that it is an
// amount of what the words before name: shipping_fee, rent_amount,
// pay_rate.
var amountHeads = map[string]bool{"amount": true, "value": true, "total": true, "fee": true, "cost": true, "price": true, "charge": true, "rate": true, "qty": true, "quantity": true, "count": true, "number": true, "num": true, "sum": true}

// measureUnits are units a name may end in after what it measures:
// weight_kg, area_sqm, budget_cny.
var measureUnits = map[string]bool{"kg": true, "kgs": true, "g": true, "lb": true, "lbs": true, "cm": true, "mm": true, "m": true, "km": true, "sqm": true, "m2": true, "yuan": true, "cny": true, "rmb": true, "usd": true, "eur": true, "pct": true, "percent": true}

// measuresWord reports whether w names what a parameter measures: the head
// of its name, its last word after any unit (weight_kg is a weight), or
// any word of a name whose head says only that it is an amount
// (shipping_fee). salary_grade is a grade and shipping_days a count of
// days, named by no 工资 or 运费.
func measuresWord(words []string, w string) bool {
	for len(words) > 1 && measureUnits[words[len(words)-1]] {
		words = words[:len(words)-1]
	}
	if len(words) == 0 {
		return false
	}
	if amountHeads[words[len(words)-1]] {
		return matchesWord(words, w)
	}
	return matchesWord(words[len(words)-1:], w)
}

// countsWord reports whether a parameter's description says it counts w:
// "New number of guests." or, all of it, "Guests." — party_size named
// by 人数 through guests.
func countsWord(s *slot, w string) bool {
	if m := countedRE.FindStringSubmatch(s.p.Description); m != nil && matchesWord([]string{strings.ToLower(m[1])}, w) {
		return true
	}
	d := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s.p.Description), ".")))
	return asciiWordRE.FindString(d) == d && d != "" && matchesWord([]string{d}, w)
}

// hanNumberCueRE is what stands between the noun and its number: a
// linking 是 or 为, a colon, or a change to it (涨到, 调到, 改成, 加到), with or
// without a word that says the number is rough (大概, 大约, 约).
var hanNumberCueRE = prefilter.MustCompile(`(?:大概|大约|约|差不多)?(?:是|为|[:：]|(?:涨|降|调|改|加|减|增加|减少|提高|降低|上调|下调)(?:到|至|成|为)|到|至)?(?:大概|大约|约|差不多)?\s*$`)

// fillHanNumberCued fills an open number parameter with the number a
// Chinese noun for its name stands just before: 月租涨到5800 fills
// monthly_rent, 预算是3000 budget. The noun must name one parameter only.
func fillHanNumberCued(slots []slot, g *goalValues, args map[string]any) {
	for j, sp := range g.spans {
		if g.used[j] || sp.kind != spanNumber || sp.dated || !g.inScope(sp) {
			continue
		}
		before := g.text[:sp.pos]
		loc := endIndex(hanNumberCueRE, before)
		if loc == nil {
			continue
		}
		head := before[:loc[0]]
		var words []string
		for _, k := range hanNumberKeys {
			if strings.HasSuffix(head, k) {
				words = hanNumberWords[k]
				break
			}
		}
		if words == nil {
			continue
		}
		var taker *slot
		n := 0
		for i := range slots {
			s := &slots[i]
			if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" {
				continue
			}
			for _, w := range words {
				if measuresWord(s.words, w) || countsWord(s, w) {
					taker = s
					n++
					break
				}
			}
		}
		if n != 1 {
			continue
		}
		if v, ok := valueFor(taker, sp); ok {
			args[taker.name] = v
			g.take(j)
		}
	}
}
