package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// rangeJoinRE is what joins the two ends of a range the goal writes,
// with the first end's unit maybe between: "1800 to 2600", "1800 yuan to
// 2600", "3500 到 5000", "300-450", "2~5".
var rangeJoinRE = prefilter.MustCompile(`(?i)^\s*(?:[a-z]{1,8}\s*|[元块万千])?(?:\s(?:to|and)\s|\s*(?:-|–|—|~|～|到|至)\s*)$`)

// andGapRE is a gap that joins a range's ends with "and", which only
// "between" before the first end makes a range.
var andGapRE = prefilter.MustCompile(`(?i)\sand\s$`)

// betweenBeforeRE ends in the word that opens a range "between x and y".
var betweenBeforeRE = prefilter.MustCompile(`(?i)\bbetween\s*$`)

// rangeEndWords name the low and the high end of one measure in a
// parameter's name: low_cny and high_cny, price_min and price_max.
var rangeEndWords = map[string]string{
	"low": "low", "lower": "low", "min": "low", "minimum": "low", "floor": "low",
	"high": "high", "upper": "high", "max": "high", "maximum": "high", "ceiling": "high",
}

// rangeEndPair finds the one pair of number parameters that are the low
// and the high end of one measure: their names differ only in that word.
func rangeEndPair(slots []slot) (lo, hi *slot) {
	rest := func(s *slot) (string, []string) {
		side, others := "", []string{}
		for _, w := range s.raw {
			if e, ok := rangeEndWords[w]; ok && side == "" {
				side = e
				continue
			}
			others = append(others, w)
		}
		return side, others
	}
	ends := 0
	for i := range slots {
		if slices.ContainsFunc(slots[i].raw, func(w string) bool { return rangeEndWords[w] != "" }) {
			ends++
		}
	}
	if ends < 2 {
		return nil, nil
	}
	n := 0
	for i := range slots {
		a := &slots[i]
		if t := a.p.typ(); t != "integer" && t != "number" && t != "float" || len(a.p.Enum) > 0 {
			continue
		}
		sa, ra := rest(a)
		if sa != "low" {
			continue
		}
		for j := range slots {
			b := &slots[j]
			if t := b.p.typ(); t != "integer" && t != "number" && t != "float" || len(b.p.Enum) > 0 {
				continue
			}
			if sb, rb := rest(b); sb == "high" && slices.Equal(ra, rb) {
				lo, hi = a, b
				n++
			}
		}
	}
	if n != 1 || countsResults(lo) || countsResults(hi) {
		return nil, nil
	}
	return lo, hi
}

// fillRangeEnds gives the low and the high end of one measure (low_cny
// and high_cny, price_min and price_max) the two numbers of a range the
// goal writes: "roughly 1800 to 2600 yuan", "3500 到 5000", "between 300
// and 450". The lower number goes to the low end.
func fillRangeEnds(slots []slot, g *goalValues, args map[string]any) {
	lo, hi := rangeEndPair(slots)
	if lo == nil {
		return
	}
	if _, done := args[lo.name]; done {
		return
	}
	if _, done := args[hi.name]; done {
		return
	}
	for j := 0; j+1 < len(g.spans); j++ {
		a, b := g.spans[j], g.spans[j+1]
		if a.kind != spanNumber || b.kind != spanNumber || g.used[j] || g.used[j+1] || a.dated || b.dated || !g.inScope(a) || !g.inScope(b) || a.end > b.pos {
			continue
		}
		gap := g.text[a.end:b.pos]
		if gap == "" && b.num < 0 && strings.HasPrefix(b.text, "-") {
			b.num, gap = -b.num, "-" // "300-450" reads its dash as a sign
		}
		if !rangeJoinRE.MatchString(gap) || andGapRE.MatchString(gap) && !endsWith(betweenBeforeRE, g.text[:a.pos]) {
			continue
		}
		if a.num > b.num {
			continue
		}
		vlo, okLo := valueFor(lo, a)
		vhi, okHi := valueFor(hi, b)
		if !okLo || !okHi {
			continue
		}
		args[lo.name], args[hi.name] = vlo, vhi
		g.take(j)
		g.take(j + 1)
		return
	}
}
