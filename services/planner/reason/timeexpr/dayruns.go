package timeexpr

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// dayRunRules name a run of days written with the month after both ends:
// "19 to 21 June", "19th–21st of June 2026", "3-5 March". A run whose end
// comes before its start is no run.
var dayRunRules = []rule{
	{prefilter.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:to|through|thru|till|until|-|–|—)\s*(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(` + monthEn + `)\b(?:,?\s*(\d{4})\b)?`), func(m []string, c *ctx) (Period, bool) {
		y := c.today.Year()
		if m[4] != "" {
			y = atoi(m[4])
		}
		from, ok1 := date(y, enMonth(m[3]), atoi(m[1]), c)
		to, ok2 := date(y, enMonth(m[3]), atoi(m[2]), c)
		if !ok1 || !ok2 || to.Range.End.Before(from.Range.Start) {
			return Period{}, false
		}
		p := spanDays(from.Range.Start, to.Range.End)
		p.Yearless = m[4] == ""
		return p, true
	}},
}
