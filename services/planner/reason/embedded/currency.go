package embedded

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// currencyNames are the names goals give currencies, by their ISO 4217
// code: a parameter named for a currency takes the code.
var currencyNames = map[string][]string{
	"USD": {"us dollar", "u.s. dollar", "united states dollar", "american dollar", "usd", "美元", "dollar"},
	"EUR": {"euro", "eur", "欧元"},
	"GBP": {"british pound", "pound sterling", "pounds sterling", "sterling", "gbp", "英镑"},
	"JPY": {"japanese yen", "yen", "jpy", "日元"},
	"CNY": {"chinese yuan", "renminbi", "rmb", "yuan", "cny", "人民币"},
	"CAD": {"canadian dollar", "cad", "加元"},
	"AUD": {"australian dollar", "aud", "澳元"},
	"NZD": {"new zealand dollar", "nzd"},
	"HKD": {"hong kong dollar", "hkd", "港币", "港元"},
	"SGD": {"singapore dollar", "sgd"},
	"CHF": {"swiss franc", "chf"},
	"INR": {"indian rupee", "rupee", "inr"},
	"KRW": {"south korean won", "korean won", "krw", "韩元"},
	"MXN": {"mexican peso", "mxn"},
	"BRL": {"brazilian real", "brl"},
	"RUB": {"russian ruble", "rouble", "ruble", "rub"},
	"SEK": {"swedish krona", "sek"},
}

// currencyMention is a currency the goal names, where.
type currencyMention struct {
	a, b int
	code string
}

// currencyMentions finds the currencies the goal names, in order; a
// longer name wins over the shorter one inside it (Canadian dollar over
// dollar).
func currencyMentions(g *goalValues) []currencyMention {
	type name struct{ text, code string }
	var all []name
	for code, ns := range currencyNames {
		for _, n := range ns {
			all = append(all, name{n, code})
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if len(all[i].text) != len(all[j].text) {
			return len(all[i].text) > len(all[j].text)
		}
		return all[i].text < all[j].text
	})
	taken := make([]bool, len(g.lower)+1)
	var out []currencyMention
	for _, n := range all {
		for from := 0; from < len(g.lower); {
			i := strings.Index(g.lower[from:], n.text)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			end := i + len(n.text)
			if strings.HasPrefix(g.lower[end:], "es") && !latinAt(g.lower, end+2) {
				end += 2
			} else if strings.HasPrefix(g.lower[end:], "s") && !latinAt(g.lower, end+1) {
				end++
			}
			if isLatin(n.text) && (latinAt(g.lower, i-1) || latinAt(g.lower, end)) || slices.Contains(taken[i:end], true) {
				continue
			}
			if len(n.text) == 3 && g.text[i:end] != strings.ToUpper(n.text) {
				continue // a code is written in capitals: "rub" is a verb
			}
			for k := i; k < end; k++ {
				taken[k] = true
			}
			out = append(out, currencyMention{i, end, n.code})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].a < out[j].a })
	return out
}

// originWords and targetWords say which side of a conversion a currency
// parameter takes.
var (
	originWords = []string{"from", "base", "source", "src", "original", "sell"}
	targetWords = []string{"to", "target", "dest", "destination", "quote", "buy", "into"}
)

// fillCurrencies fills the string parameters named for a currency with
// the codes of the currencies the goal names. Of two, the one converted
// from takes the currency of the amount ("500 US dollars") or the one
// after "from"; the other takes the one left.
func fillCurrencies(slots []slot, g *goalValues, args map[string]any) {
	var open []*slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; !done && plainString(s) && slices.Contains(s.raw, "currency") {
			open = append(open, s)
		}
	}
	if len(open) == 0 {
		return
	}
	ms := currencyMentions(g)
	if len(ms) == 0 {
		return
	}
	origin := 0
	for k, m := range ms {
		before := strings.TrimSpace(g.lower[:m.a])
		if before != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9' || strings.HasSuffix(before, " from") {
			origin = k
			break
		}
	}
	fill := func(s *slot, k int) {
		args[s.name] = ms[k].code
		g.use(ms[k].a, ms[k].b)
	}
	if len(open) == 1 {
		k := origin
		if sideOf(open[0]) == "target" && len(ms) > 1 {
			k = (origin + 1) % len(ms)
		}
		fill(open[0], k)
		return
	}
	var from, to *slot
	for _, s := range open {
		switch sideOf(s) {
		case "origin":
			from = s
		case "target":
			to = s
		}
	}
	if from == nil || to == nil {
		return // two currencies and nothing says which is which
	}
	fill(from, origin)
	for k := range ms {
		if k != origin && ms[k].code != ms[origin].code {
			fill(to, k)
			break
		}
	}
}

// sideOf says which side of a conversion a currency parameter's name
// takes: "origin", "target" or "".
func sideOf(s *slot) string {
	for _, w := range s.raw {
		if slices.Contains(originWords, w) {
			return "origin"
		}
		if slices.Contains(targetWords, w) {
			return "target"
		}
	}
	return ""
}

// enumByCurrency is the code a currency parameter's enum lists for the
// currency the goal names: "1,280 yuan" or "860 元" states CNY for an
// enum of ISO codes. Only a parameter named for a currency takes it.
func enumByCurrency(enum []any, name string, g *goalValues) []string {
	words := nameWordsAll(name)
	if !slices.Contains(words, "currency") || slices.ContainsFunc(words, func(w string) bool {
		return slices.Contains(originWords, w) || slices.Contains(targetWords, w)
	}) {
		return nil // one side of a conversion: the pair is filled together
	}
	var out []string
	add := func(code string) {
		for _, x := range enum {
			if v, ok := x.(string); ok && strings.EqualFold(v, code) && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	for _, m := range currencyMentions(g) {
		add(m.code)
	}
	if len(out) == 0 {
		for _, sp := range g.spans {
			if sp.kind == spanNumber && (sp.unit == "元" || sp.unit == "块钱" || sp.unit == "块" && !countsThing(g.text[sp.end:])) {
				add("CNY") // 元 and 块 after an amount count yuan
			}
			if sp.kind == spanNumber {
				lead := strings.IndexFunc(sp.text, unicode.IsDigit)
				if code, ok := symbolCurrency(g.text[:sp.pos] + sp.text[:max(lead, 0)]); ok {
					add(code) // $350 is in dollars, £250 in pounds
				}
			}
		}
	}
	return out
}

// countsThing reports whether a noun follows the 块 after a number, in
// rest, the text after the number (20 块硬盘): 块 then counts pieces, not
// yuan.
func countsThing(rest string) bool {
	rest = strings.TrimPrefix(strings.TrimLeft(rest, " "), "块")
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.Is(unicode.Han, r) && r != '钱' && r != '的'
}

// currencySymbols are the signs written before an amount whose currency
// they name alone; ¥, yen or yuan, names none, nor S$ or HK$.
var currencySymbols = map[string]string{"$": "USD", "US$": "USD", "£": "GBP", "€": "EUR"}

// symbolCurrency is the code of the currency sign that ends before, the
// text up to an amount: "Pay $" is USD, "a £" GBP.
func symbolCurrency(before string) (string, bool) {
	for sym, code := range currencySymbols {
		if strings.HasSuffix(before, sym) && !strings.HasSuffix(before, "HK"+sym) && !strings.HasSuffix(before, "S"+sym) {
			return code, true
		}
	}
	return "", false
}
