package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// sinceStartRules name the days from the start of the current week,
// month, quarter or year to today: 月初以来, 从年初到现在, "since the start
// of the month".
var sinceStartRules = []rule{
	{prefilter.MustCompile(`(?:本|这个?|当|今)?\s*(年|月|季度|季|周|星期)初(?:\s|的)*(?:以来|至今|迄今|到现在|到目前为止|到目前|截至目前|起)`), func(m []string, c *ctx) (Period, bool) {
		return toToday(c, cnUnits[m[1]]), true
	}},
	{prefilter.MustCompile(`(?i)\bsince\s+the\s+(?:start|beginning)\s+of\s+(?:the|this)\s+(week|month|quarter|year)\b`), func(m []string, c *ctx) (Period, bool) {
		return toToday(c, strings.ToLower(m[1])), true
	}},
}

// toToday is the current unit from its first day to today.
func toToday(c *ctx, unit string) Period {
	p := calendar(c, unit, 0)
	p.Range.End, p.Partial = c.today, true
	return p
}
