package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// restRules name the days from today to the end of the current week,
// month, quarter or year: 本月剩下的几天, "the rest of the month", "until
// the end of the week". What is left of a month that is not its days
// (本月剩余预算, the budget left) names no days.
var restRules = []rule{
	{prefilter.MustCompile(`(?:本|这个?|今)\s*(年|月|季度|周|星期)(?:剩下|剩余|余下)的?\s*(?:几天|日子|时间|天数|几周|几个月|这段时间)`), func(m []string, c *ctx) (Period, bool) {
		return fromToday(c, cnUnits[m[1]]), true
	}},
	{prefilter.MustCompile(`(?i)\b(?:(?:the\s+)?rest\s+of|(?:until|till|through)\s+the\s+end\s+of)\s+(?:the|this)\s+(week|month|quarter|year)\b`), func(m []string, c *ctx) (Period, bool) {
		return fromToday(c, strings.ToLower(m[1])), true
	}},
}

// cnUnits are the calendar units a Chinese word names.
var cnUnits = map[string]string{"年": "year", "月": "month", "季度": "quarter", "季": "quarter", "周": "week", "星期": "week"}

// fromToday is the days from today to the current unit's last day.
func fromToday(c *ctx, unit string) Period {
	return spanDays(c.today, calendar(c, unit, 0).Range.End)
}
