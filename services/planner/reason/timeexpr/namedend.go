package timeexpr

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// namedEndRules name the days from today to the end of a month named, or
// of the next month, quarter or year, that a deadline words as its end:
// "before the end of September", "by the end of next month" — the days
// left until then, as 下个月底之前 is. An end already over names no run
// here: the month's rules read "before the end of March" in June, and
// "before the end of September last year" too.
var namedEndRules = []rule{
	{prefilter.MustCompile(`(?i)\b(?:until|till|through|by|before)\s+the\s+end\s+of\s+(?:(next)\s+(month|quarter|year)|(` + monthFull + `)(?:,?\s+(\d{4}))?)\b(\s+(?:of\s+)?last\s+year\b)?`), func(m []string, c *ctx) (Period, bool) {
		if m[5] != "" {
			return Period{}, false
		}
		var end time.Time
		switch {
		case m[1] != "":
			end = calendar(c, strings.ToLower(m[2]), 1).Range.End
		case m[4] != "":
			end = monthPeriod(atoi(m[4]), time.Month(enMonth(m[3])), c.loc).Range.End
		default:
			end = monthPeriod(c.today.Year(), time.Month(enMonth(m[3])), c.loc).Range.End
		}
		if end.Before(c.today) {
			return Period{}, false
		}
		return spanDays(c.today, end), true
	}},
}
