package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// shortYearRules read a year written with two digits before what names a
// part of it: 24年3月, 24年Q4, 23年第二季度, 24年上半年, 24年全年. Alone, 24年
// is as often a count of years (工作了24年) and is left alone.
var shortYearRules = []rule{
	{prefilter.MustCompile(`(?i)\b(\d{2})\s*年\s*(?:(` + cnMonth + `)\s*月份?|第?([一二三四1-4])\s*季度|q([1-4])\b|(上|下)半年|全年|度)`), func(m []string, c *ctx) (Period, bool) {
		y := 2000 + atoi(m[1])
		if y > c.today.Year()+20 {
			y -= 100
		}
		switch {
		case m[2] != "":
			mo, ok := number(m[2])
			if !ok {
				return Period{}, false
			}
			return month(y, mo, c)
		case m[3]+m[4] != "":
			q, _ := number(m[3] + m[4])
			return quarterPeriod(y, q, c.loc), true
		case m[5] != "":
			return halfYear(y, m[5] == "下", c), true
		}
		return yearPeriod(y, c.loc), true
	}},
}
