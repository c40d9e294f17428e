package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// effectiveEndRules name the last day of a week, month, quarter or year
// a change takes effect at: "effective the end of this month", "as of
// the end of next quarter", 本月底生效, 下个月末起生效. An effective date is
// a day, where the end of a month looked up in (上月底的库存, "at the end
// of last month") is its last days.
var effectiveEndRules = []rule{
	{prefilter.MustCompile(`(?i)\b(?:effective|as\s+of)\s+(?:on\s+|from\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?(this|next|current)?\s*(week|month|quarter|year)\b`), func(m []string, c *ctx) (Period, bool) {
		off := 0
		if strings.EqualFold(m[1], "next") {
			off = 1
		}
		return lastDay(calendar(c, strings.ToLower(m[2]), off)), true
	}},
	{prefilter.MustCompile(`(本|这个?|当|下个?)?\s*(月|季度|年)\s*(?:底|末)\s*(?:起|开始)?\s*生效`), func(m []string, c *ctx) (Period, bool) {
		off := 0
		if strings.HasPrefix(m[1], "下") {
			off = 1
		}
		return lastDay(calendar(c, cnUnits[m[2]], off)), true
	}},
}

// lastDay is the last day of p.
func lastDay(p Period) Period {
	return dayPeriod(p.Range.End)
}
