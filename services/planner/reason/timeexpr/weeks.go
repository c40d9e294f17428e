package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// weekRules name a week by a day in it ("the week of March 2", 3月2日那周).
var weekRules = []rule{
	{prefilter.MustCompile(`(?i)\bthe\s+week\s+of\s+(?:(` + monthEn + `)\.?\s+(\d{1,2})|the\s+(\d{1,2}))(?:st|nd|rd|th)?\b`), func(m []string, c *ctx) (Period, bool) {
		mo, d := int(c.today.Month()), atoi(m[3])
		if m[1] != "" {
			mo, d = enMonth(m[1]), atoi(m[2])
		}
		p, ok := date(c.today.Year(), mo, d, c)
		if !ok {
			return Period{}, false
		}
		return weekPeriod(monday(p.Range.Start)), true
	}},
	{prefilter.MustCompile(`(` + cnNum + `)\s*月\s*(` + cnNum + `)\s*[日号]\s*(?:所在的?\s*(?:那|这)?|那|这)\s*一?\s*(?:周|个?星期|个?礼拜)`), func(m []string, c *ctx) (Period, bool) {
		mo, ok1 := number(m[1])
		d, ok2 := number(m[2])
		if !ok1 || !ok2 {
			return Period{}, false
		}
		p, ok := date(c.today.Year(), mo, d, c)
		if !ok {
			return Period{}, false
		}
		return weekPeriod(monday(p.Range.Start)), true
	}},
}
