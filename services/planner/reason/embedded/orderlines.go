package embedded

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lineCodeProps finds, in the item schema of a list of objects, the one
// string property a pattern constrains (the code of a line) and the one
// number property (its count) — of several, the one the item requires:
// quantity, not an optional unit_price.
func lineCodeProps(s slot) (code, count string, re *regexp.Regexp) {
	if s.p.typ() != "array" || s.p.Items == nil || s.p.Items.Type != "object" {
		return "", "", nil
	}
	var counts []string
	for n, q := range s.p.Items.Properties {
		switch t := q.typ(); {
		case t == "string" && q.Pattern != "":
			if code != "" {
				return "", "", nil
			}
			code = n
		case t == "integer" || t == "number":
			counts = append(counts, n)
		}
	}
	if len(counts) > 1 {
		counts = slices.DeleteFunc(counts, func(n string) bool { return !slices.Contains(s.p.Items.Required, n) })
	}
	if code == "" || len(counts) != 1 {
		return "", "", nil
	}
	count = counts[0]
	inner := strings.TrimSuffix(strings.TrimPrefix(s.p.Items.Properties[code].Pattern, "^"), "$")
	re, err := regexp.Compile(inner)
	if err != nil {
		return "", "", nil
	}
	return code, count, re
}

// countBeforeRE is what may stand between a count and the code it counts:
// "24 boxes of K1234", "12 of K5678", 50件K1234.
var countBeforeRE = prefilter.MustCompile(`^\s*(?:\p{Han}|公斤|千克|毫升|[A-Za-z]+(?:\s+of)?|of)?\s*$`)

// countAfterRE is what may stand between a code and the count after it:
// K1234一百件, "K1234 x 3", "K1234: 3", K1234 要200盒.
var countAfterRE = prefilter.MustCompile(`^\s*(?:[x×*:：]|要|需要|订)?\s*$`)

// fillOrderLines fills a list whose items are objects of a code and a
// count with one item for each code the goal names, counted by the
// number written next to it: "24 boxes of K1234 and 12 of K5678".
func fillOrderLines(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done {
			continue
		}
		code, count, re := lineCodeProps(*s)
		if re == nil {
			continue
		}
		full, err := regexp.Compile("^(?:" + re.String() + ")$")
		if err != nil {
			continue
		}
		cp := s.p.Items.Properties[count]
		unit := lineUnitProp(s.p.Items.Properties)
		var lines []any
		var taken []int
		ok := true
		codes := re.FindAllStringIndex(g.text, -1)
		for _, m := range codes {
			a, b := m[0], m[1]
			if !full.MatchString(g.text[a:b]) || a > 0 && isASCIIAlnum(g.text[a-1]) || b < len(g.text) && isASCIIAlnum(g.text[b]) || !g.free(a, b) {
				continue
			}
			j := lineCount(g, a, b, taken)
			if j < 0 && len(codes) == 1 {
				j = loneCount(g)
			}
			n, han := 0.0, false
			if j >= 0 {
				n = g.spans[j].num
				taken = append(taken, j)
			} else if n, han = hanCountAt(g.text[b:]); !han {
				ok = false
				break
			}
			if !within(cp, n) {
				ok = false
				break
			}
			line := map[string]any{code: g.text[a:b], count: lineNumber(cp, n)}
			if j >= 0 && unit != "" {
				if v := lineUnit(s.p.Items.Properties[unit].Enum, g, g.spans[j]); v != "" {
					line[unit] = v // "20 kg of K1234": the line's unit
				}
			}
			lines = append(lines, line)
		}
		if !ok || len(lines) == 0 {
			continue
		}
		args[s.name] = lines
		for _, j := range taken {
			g.take(j)
		}
		for _, l := range lines {
			c := l.(map[string]any)[code].(string)
			if k := strings.Index(g.text, c); k >= 0 {
				g.use(k, k+len(c))
			}
		}
	}
}

// lineUnitProp returns the property of a line's item that takes the
// unit of its count: the one enum that lists two units or more.
func lineUnitProp(props map[string]property) string {
	found := ""
	for n, q := range props {
		if q.typ() != "string" || len(q.Enum) == 0 {
			continue
		}
		if unitEnum(q.Enum) {
			if found != "" {
				return ""
			}
			found = n
		}
	}
	return found
}

// lineUnit returns the value of enum the unit of a line's count names:
// box for "10 boxes", kg for 15公斤; "" when it names none or several.
func lineUnit(enum []any, g *goalValues, sp span) string {
	for _, w := range quantityUnitWords(g.text, sp) {
		var vals []string
		for _, k := range unitKeysOf(w) {
			for _, v := range enumStrings(enum) {
				if containsString(unitKeysOf(v), k) && !containsString(vals, v) {
					vals = append(vals, v)
				}
			}
		}
		if len(vals) == 1 {
			return vals[0]
		}
		if len(vals) > 0 {
			return ""
		}
	}
	return ""
}

// goodsUnitRE is a measure word or unit a count of goods is written with;
// boundedRE a word before a number that makes it a bound, not a count
// (不到50件, 不够20箱, "fewer than 20").
var (
	goodsUnitRE = prefilter.MustCompile(`(?i)^\s*(?:[件个箱瓶袋盒包份只台支条张本双套桶罐]|(?:units?|cases?|boxes|box|bottles?|bags?|packs?|pieces?|pcs)\b)`)
	boundedRE   = prefilter.MustCompile(`(?i)(?:不到|不够|少于|低于|不足|超过|多于|高于|大于|小于|至少|最多|\b(?:less|fewer|more) than|\bbelow|\bunder|\bover|\babove|\bat (?:least|most))\s*$`)
)

// loneCount returns the index of the one free whole number the goal
// counts goods with, past those it bounds something by, when its one
// code has no count beside it (看一下K1234还有几箱，如果不够20箱就拉30箱过来);
// -1 when there is none or more than one.
func loneCount(g *goalValues) int {
	found := -1
	for j, sp := range g.spans {
		if sp.kind != spanNumber || !sp.integer || g.used[j] || !goodsUnitRE.MatchString(g.text[sp.end:]) || boundedRE.MatchString(g.text[:sp.pos]) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = j
	}
	return found
}

// lineCount returns the index of the free whole number written right
// before the code at goal[a:b], or else right after it; -1 when none is.
func lineCount(g *goalValues, a, b int, taken []int) int {
	before, after := -1, -1
	for j, sp := range g.spans {
		if sp.kind != spanNumber || !sp.integer || g.used[j] || containsInt(taken, j) {
			continue
		}
		if sp.end <= a && countBeforeRE.MatchString(g.text[sp.end:a]) {
			before = j
		}
		if sp.pos >= b && after < 0 && countAfterRE.MatchString(g.text[b:sp.pos]) {
			after = j
		}
	}
	if before >= 0 {
		return before
	}
	return after
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func isASCIIAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// within reports whether n keeps to p's bounds.
func within(p property, n float64) bool {
	return (p.Minimum == nil || n >= *p.Minimum) && (p.Maximum == nil || n <= *p.Maximum)
}

// lineNumber is n as p's type takes it.
func lineNumber(p property, n float64) any {
	if p.typ() == "integer" {
		return int64(n)
	}
	return n
}

// hanCountAt reads the count written in Han numerals at the start of s
// and closed by a measure word: 一百件, 三千二百箱.
func hanCountAt(s string) (float64, bool) {
	digits := map[rune]float64{'零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	units := map[rune]float64{'十': 10, '百': 100, '千': 1000}
	total, cur, n := 0.0, -1.0, 0
	for _, r := range s {
		if d, ok := digits[r]; ok {
			cur = d
		} else if u, ok := units[r]; ok {
			if cur < 0 {
				cur = 1 // 十五 is fifteen
			}
			total += cur * u
			cur = -1
		} else {
			if n == 0 || !unicode.Is(unicode.Han, r) {
				return 0, false // no count, or one no measure word closes
			}
			break
		}
		n++
	}
	if cur > 0 {
		total += cur
	}
	return total, n > 0 && total > 0
}
