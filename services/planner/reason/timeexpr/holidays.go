package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// holidays are the days of the year a holiday with a fixed date names, by
// its name in lower case with its apostrophe dropped. Holidays that follow
// the moon (春节, 中秋节) or a weekday (Thanksgiving) move from year to
// year and are not here.
var holidays = map[string][2]int{
	"new years day": {1, 1}, "元旦": {1, 1},
	"valentines day": {2, 14}, "情人节": {2, 14},
	"儿童节":       {6, 1},
	"halloween": {10, 31}, "万圣节": {10, 31},
	"singles day": {11, 11}, "双十一": {11, 11}, "双11": {11, 11},
	"christmas eve": {12, 24}, "平安夜": {12, 24},
	"christmas day": {12, 25}, "christmas": {12, 25}, "圣诞节": {12, 25},
	"new years eve": {12, 31},
}

// holidayRules name the day of a holiday with a fixed date ("New Year's
// Day", 元旦, 圣诞节), a day without its year like "January 1". Christmas
// alone names its day only after on: "Christmas sales" is a season.
var holidayRules = []rule{
	{prefilter.MustCompile(`(?i)\b(new year[’']?s (?:day|eve)|valentine[’']?s day|singles[’']? day|christmas (?:day|eve)|halloween)\b|\bon (christmas(?: day| eve)?)\b|(元旦|情人节|儿童节|万圣节|双十一|双11|平安夜|圣诞节)`), func(m []string, c *ctx) (Period, bool) {
		name := strings.ToLower(m[1] + m[2] + m[3])
		name = strings.NewReplacer("'", "", "’", "").Replace(name)
		md, ok := holidays[name]
		if !ok {
			return Period{}, false
		}
		return yearless(date(c.today.Year(), md[0], md[1], c))
	}},
}
