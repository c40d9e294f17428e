package timeexpr

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hourRules name the hours up to now: 过去24小时, the past 48 hours, the last
// hour. Their range is the days those hours touch.
var hourRules = []rule{
	{prefilter.MustCompile(`(?:最近|近|过去)\s*(` + cnNum + `)?\s*个?\s*(?:小时|钟头)`), func(m []string, c *ctx) (Period, bool) {
		n := 1
		if m[1] != "" {
			var ok bool
			if n, ok = number(m[1]); !ok {
				return Period{}, false
			}
		}
		return pastHours(c, n)
	}},
	{prefilter.MustCompile(`(?i)\b(?:last|past|previous|recent|trailing)\s+(?:(\d{1,3}|[a-z]+)\s+hours|hour)\b`), func(m []string, c *ctx) (Period, bool) {
		if m[1] == "" {
			return pastHours(c, 1)
		}
		n, ok := englishNumber(strings.ToLower(m[1]))
		if !ok {
			return Period{}, false
		}
		return pastHours(c, n)
	}},
}

// pastHours is the days of the n hours up to now, at most 30 days' worth.
func pastHours(c *ctx, n int) (Period, bool) {
	if n < 1 || n > 24*30 {
		return Period{}, false
	}
	p := spanDays(midnight(c.now.Add(-time.Duration(n)*time.Hour)), c.today)
	p.Hours = n
	return p, true
}
