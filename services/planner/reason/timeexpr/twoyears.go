package timeexpr

import (
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// ofRE is what may stand between years and the month they share: 的.
var ofRE = prefilter.MustCompile(`^\s*的?\s*$`)

// monthOfYears reads a month named with two years as that month in each:
// 去年和今年的6月, 去年和今年6月 and "June, last year and this year" are June of last
// year and June of this year, not the two whole years.
func monthOfYears(text string, ps []Period, c *ctx) []Period {
	for i := 0; i+1 < len(ps); i++ {
		p, q := ps[i], ps[i+1]
		if p.Unit == Year && p.N == 1 && q.Unit == Month && q.N == 1 && yearMonthRE.MatchString(q.Text) && andRE.MatchString(text[p.Pos+len(p.Text):q.Pos]) {
			// 去年和今年6月: the month is both years'.
			ps[i] = inYear(p, q.Range.Start.Month(), c)
			continue
		}
		if q.Unit != Year || q.N != 1 || !andRE.MatchString(text[p.Pos+len(p.Text):q.Pos]) {
			continue
		}
		switch {
		case p.Unit == Year && p.N == 1 && i+2 < len(ps):
			r := ps[i+2]
			if r.Unit != Month || r.N != 1 || !r.Yearless || !ofRE.MatchString(text[q.Pos+len(q.Text):r.Pos]) {
				continue
			}
			m := r.Range.Start.Month()
			ps[i] = inYear(p, m, c)
			ps[i+1] = inYear(q, m, c)
			ps = append(ps[:i+2], ps[i+3:]...)
		case p.Unit == Month && p.N == 1 && !p.Yearless && monthFirstRE.MatchString(p.Text):
			ps[i+1] = inYear(q, p.Range.Start.Month(), c)
		}
	}
	return ps
}

// yearMonthRE is a month written after its year in Chinese: 今年6月.
var yearMonthRE = prefilter.MustCompile(`^(?:今年|去年|前年|明年|\d{4}\s*年)\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*月份?$`)

// monthFirstRE is a month written before its year: "June, last year".
var monthFirstRE = prefilter.MustCompile(`(?i)^(?:` + monthEn + `)\b`)

// inYear is month m of the year p names, with p's text.
func inYear(p Period, m time.Month, c *ctx) Period {
	out := monthPeriod(p.Range.Start.Year(), m, c.loc)
	out.Text, out.Pos = p.Text, p.Pos
	return out
}
