package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// countedRules name a unit counted from today: the week, month, quarter
// or year a number of them ago (两周前, 3个月以前, "two weeks ago"), the day
// a number of days on (3天后, "5 days from now"), half a year back (近半年,
// "the past half year") and a fortnight back or ahead.
var countedRules = []rule{
	{prefilter.MustCompile(`(` + cnNum + `)\s*个?\s*(周|星期|礼拜|月|季度|年)(?:以|之)?前`), func(m []string, c *ctx) (Period, bool) {
		n, ok := number(m[1])
		if !ok || n < 1 || n > 100 {
			return Period{}, false
		}
		return calendar(c, cnCountedUnits[m[2]], -n), true
	}},
	{prefilter.MustCompile(`(?i)\b(\d{1,3}|[a-z]+)\s+(weeks?|months?|quarters?|years?)\s+ago\b`), func(m []string, c *ctx) (Period, bool) {
		n, ok := englishNumber(m[1])
		if !ok || n < 1 || n > 100 {
			return Period{}, false
		}
		return calendar(c, strings.TrimSuffix(strings.ToLower(m[2]), "s"), -n), true
	}},
	{prefilter.MustCompile(`(?i)(` + cnNum + `)\s*天(?:以|之)?后|\b(\d{1,3}|[a-z]+)\s+days?\s+(?:from\s+(?:now|today)|later)\b`), func(m []string, c *ctx) (Period, bool) {
		n, ok := number(m[1])
		if m[1] == "" {
			n, ok = englishNumber(m[2])
		}
		if !ok || n < 1 || n > 3660 {
			return Period{}, false
		}
		return dayPeriod(addDays(c.today, n)), true
	}},
	// Half a month or year back: 近半年, 过去半个月, "the past half year".
	{prefilter.MustCompile(`(?i)(?:最近|近|过去)\s*半\s*(个?\s*月|年)|\b(?:last|past|previous|recent)\s+half(?:\s+an?)?[- ](month|year)\b`), func(m []string, c *ctx) (Period, bool) {
		if m[1] == "年" || strings.EqualFold(m[2], "year") {
			return rolling(c, 6, "month")
		}
		return rolling(c, 15, "day")
	}},
	{prefilter.MustCompile(`(?i)\b(?:(last|past|previous)|next|coming)\s+fortnight\b`), func(m []string, c *ctx) (Period, bool) {
		if m[1] != "" {
			return rolling(c, 14, "day")
		}
		return ahead(c, 14, "day")
	}},
}

// cnCountedUnits are the calendar units a count of them ago names.
var cnCountedUnits = map[string]string{"周": "week", "星期": "week", "礼拜": "week", "月": "month", "季度": "quarter", "年": "year"}
