package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// slashRules name days written with slashes and the month first, as
// English writes them: 3/15/2026, "on 3/15", 12/1 - 12/15. A first number
// past 12 can only be the day (15/3/2026). A month and day alone are read
// as a day only after a word that takes one, or as a range's two ends:
// "scored 3/5" and "1/2 of the budget" are no days.
var slashRules = []rule{
	{prefilter.MustCompile(`\b(\d{1,2})/(\d{1,2})/(\d{4})\b`), func(m []string, c *ctx) (Period, bool) {
		mo, d := monthFirst(atoi(m[1]), atoi(m[2]))
		return date(atoi(m[3]), mo, d, c)
	}},
	{prefilter.MustCompile(`(?i)\b(?:on|by|from|until|till|before|after|since|due|through)\s+(\d{1,2})/(\d{1,2})\b`), func(m []string, c *ctx) (Period, bool) {
		mo, d := monthFirst(atoi(m[1]), atoi(m[2]))
		return yearless(date(c.today.Year(), mo, d, c))
	}},
	{prefilter.MustCompile(`(?i)\b(?:(?:from|between)\s+)?(\d{1,2})/(\d{1,2})\s*(?:-|–|—|~|～|到|至|\bto\b|\bthrough\b|\band\b)\s*(\d{1,2})/(\d{1,2})\b`), func(m []string, c *ctx) (Period, bool) {
		m1, d1 := monthFirst(atoi(m[1]), atoi(m[2]))
		m2, d2 := monthFirst(atoi(m[3]), atoi(m[4]))
		first, ok1 := date(c.today.Year(), m1, d1, c)
		last, ok2 := date(c.today.Year(), m2, d2, c)
		if !ok1 || !ok2 {
			return Period{}, false
		}
		if last.Range.End.Before(first.Range.Start) {
			// 12/20 - 1/5 runs into the next year.
			if last, ok2 = date(c.today.Year()+1, m2, d2, c); !ok2 {
				return Period{}, false
			}
		}
		return yearless(spanDays(first.Range.Start, last.Range.End), true)
	}},
}

// monthFirst reads a/b as month/day, or as day/month when a cannot be a
// month.
func monthFirst(a, b int) (month, day int) {
	if a > 12 && b <= 12 {
		return b, a
	}
	return a, b
}
