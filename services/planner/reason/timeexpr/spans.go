package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// spanRules name a run of months or days with the unit written once, at
// its end: 1-3月, 去年10到12月, 2025年1至3月, 5-7号.
var spanRules = []rule{
	{prefilter.MustCompile(`(?:(\d{4})\s*年\s*|(` + cnYearWord + `)\s*)?(` + cnMonth + `)\s*(?:-|~|～|—|–|到|至)\s*(` + cnMonth + `)\s*月份?`), func(m []string, c *ctx) (Period, bool) {
		from, ok1 := number(m[3])
		to, ok2 := number(m[4])
		if !ok1 || !ok2 || from < 1 || to > 12 || from >= to {
			return Period{}, false
		}
		y := yearOf(m[1], m[2], c)
		if m[1]+m[2] == "" && from > int(c.today.Month()) {
			y-- // months still to come this year are last year's, as 11月 is
		}
		first, ok1 := month(y, from, c)
		last, ok2 := month(y, to, c)
		if !ok1 || !ok2 {
			return Period{}, false
		}
		p := spanDays(first.Range.Start, last.Range.End)
		p.Unit, p.N = Month, to-from+1
		return p, true
	}},
	{prefilter.MustCompile(`(?:` + cnMonthRef + `)?(` + cnNum + `)\s*(?:-|~|～|—|–|到|至)\s*(` + cnNum + `)\s*[日号]`), func(m []string, c *ctx) (Period, bool) {
		from, ok1 := number(m[2])
		to, ok2 := number(m[3])
		if !ok1 || !ok2 || from >= to {
			return Period{}, false
		}
		r := monthRef{year: c.today.Year(), month: c.today.Month()}
		if m[1] != "" {
			var ok bool
			if r, ok = cnMonthOf(m[1], c); !ok {
				return Period{}, false
			}
		}
		first, ok1 := date(r.year, int(r.month), from, c)
		last, ok2 := date(r.year, int(r.month), to, c)
		if !ok1 || !ok2 {
			return Period{}, false
		}
		return r.mark(spanDays(first.Range.Start, last.Range.End)), true
	}},
}
