package timeexpr

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// laterDayRE is a day of the month written with 日 and no month, opening
// a clause or closing a run (…，17日退房, 到17日): the days after a full
// date that close what it opens.
var laterDayRE = prefilter.MustCompile(`(?:^|[，,、；;：:\s]|到|至)((?:\d{1,2}|[一二三四五六七八九十]{1,3}))日`)

// monthDayRE is a full date with its month written: 2月15日, 二月十五号.
var monthDayRE = prefilter.MustCompile(`月\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[日号]$`)

// laterMonthDays adds the days a text writes with 日 alone after a full
// date of the same month ("2月15日入住，17日退房"), in that date's month
// and year: a day of the month read alone elsewhere (17日) may as well
// count days, but after a full date, later in its month and followed by
// what speaks of a day (退房, 交货, a stop), it names the day that
// closes the run the date opens.
func laterMonthDays(text string, ps []Period, c *ctx) []Period {
	var added []Period
	for _, p := range ps {
		if p.Unit != Day || p.N != 1 || !monthDayRE.MatchString(p.Text) {
			continue
		}
		from := p.Pos + len(p.Text)
		for _, m := range laterDayRE.FindAllStringSubmatchIndex(text[from:], -1) {
			start, end := from+m[2], from+m[1]
			if covered(ps, start, end) || !dayAfterRE.MatchString(text[end:]) {
				continue
			}
			d, ok := number(text[from+m[2] : from+m[3]])
			if !ok || d <= p.Range.Start.Day() {
				continue
			}
			q, ok := date(p.Range.Start.Year(), int(p.Range.Start.Month()), d, c)
			if !ok {
				continue
			}
			q.Yearless, q.Text, q.Pos = p.Yearless, text[start:end], start
			added = append(added, q)
		}
		break
	}
	if added == nil {
		return ps
	}
	out := slices.Concat(ps, added)
	slices.SortStableFunc(out, func(a, b Period) int { return a.Pos - b.Pos })
	return out
}

// covered reports whether text[start:end] lies inside a period found.
func covered(ps []Period, start, end int) bool {
	return slices.ContainsFunc(ps, func(p Period) bool { return start < p.Pos+len(p.Text) && p.Pos < end })
}
