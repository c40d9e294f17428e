package timeexpr

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// ofYearRE is what may stand between a day or a month and the year named
// after it: "January 1 next year", "March 5 of last year", "June, this year".
var ofYearRE = prefilter.MustCompile(`(?i)^\s*(?:,\s*|of\s+|in\s+)?$`)

// namedYearAfter reads a day or a month written without its year and
// followed by a year named in words ("from January 1 next year", "in
// March last year") as that year's: one period, not a day of this year
// beside a whole year.
func namedYearAfter(text string, ps []Period) []Period {
	for i := 0; i+1 < len(ps); i++ {
		p, q := ps[i], ps[i+1]
		if !p.Yearless || q.Unit != Year || q.N != 1 || q.Partial || yearRE.MatchString(q.Text) {
			continue
		}
		if !ofYearRE.MatchString(text[p.Pos+len(p.Text) : q.Pos]) {
			continue
		}
		shift := q.Range.Start.Year() - p.Range.Start.Year()
		p.Range = task.Range{Start: p.Range.Start.AddDate(shift, 0, 0), End: p.Range.End.AddDate(shift, 0, 0)}
		p.Yearless = false
		p.Text = text[p.Pos : q.Pos+len(q.Text)]
		ps[i] = p
		ps = slices.Delete(ps, i+1, i+2)
	}
	return ps
}
