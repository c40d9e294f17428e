package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// weekRules name a week by a day in it ("the week of March 2", 3月2日那周)
// and a weekday by its week written apart ("Friday next week", "next
// week on Tuesday").
var weekRules = []rule{
	{prefilter.MustCompile(`(?i)\bthe\s+week\s+of\s+(?:(` + monthEn + `)\.?\s+(\d{1,2})|the\s+(\d{1,2}))(?:st|nd|rd|th)?\b`), func(m []string, c *ctx) (Period, bool) {
		mo, d := int(c.today.Month()), atoi(m[3])
		if m[1] != "" {
			mo, d = enMonth(m[1]), atoi(m[2])
		}
		return weekOf(mo, d, c)
	}},
	{prefilter.MustCompile(`(` + cnNum + `)\s*月\s*(` + cnNum + `)\s*[日号]\s*(?:所在的?\s*(?:那|这)?|那|这)\s*一?\s*(?:周|个?星期|个?礼拜)`), func(m []string, c *ctx) (Period, bool) {
		mo, ok1 := number(m[1])
		d, ok2 := number(m[2])
		if !ok1 || !ok2 {
			return Period{}, false
		}
		return weekOf(mo, d, c)
	}},
	{prefilter.MustCompile(`(?i)\b(` + dayEn + `)\s+(?:of\s+)?(this|next|last)\s+week\b|\b(this|next|last)\s+week(?:'s)?\s+(?:on\s+)?(` + dayEn + `)\b`), func(m []string, c *ctx) (Period, bool) {
		day, which := m[1]+m[4], strings.ToLower(m[2]+m[3])
		off := map[string]int{"next": 1, "last": -1}[which]
		return dayPeriod(addDays(monday(c.today), 7*off+(enWeekday(day)+6)%7)), true
	}},
}

// weekOf is the week of day d of month mo this year.
func weekOf(mo, d int, c *ctx) (Period, bool) {
	p, ok := date(c.today.Year(), mo, d, c)
	if !ok {
		return Period{}, false
	}
	return weekPeriod(monday(p.Range.Start)), true
}

// weekInAllRE is a week named before 一共 ("in all"): 上周一共, 本周一共.
var weekInAllRE = prefilter.MustCompile(`^(本|这|上上|上一?|下下|下一?)个?(?:周|星期|礼拜)一共`)

// weekInAll reads 上周一共有几起 as last week and 一共, not last Monday: the
// day read from a week and the 一 of 一共 is that week. Before 享, 共 opens
// 共享 (share): 上周一共享的文件 were shared last Monday.
func weekInAll(text string, ps []Period, c *ctx) []Period {
	for i, p := range ps {
		if p.Unit != Day {
			continue
		}
		m := weekInAllRE.FindStringSubmatch(text[p.Pos:])
		if m == nil || len(m[0]) != len(p.Text)+len("共") || strings.HasPrefix(text[p.Pos+len(m[0]):], "享") {
			continue
		}
		w := weekPeriod(addDays(monday(c.today), 7*relOffset(m[1])))
		w.Text, w.Pos = strings.TrimSuffix(p.Text, "一"), p.Pos
		ps[i] = w
	}
	return ps
}

// besideRE is what may stand between a weekday and its date.
var besideRE = prefilter.MustCompile(`^\s*[,，(（]?\s*$`)

// weekdayOfDate reports whether day, a weekday named alone, stands beside
// (between apart) the single day date that falls on it.
func weekdayOfDate(day, date Period, between string) bool {
	return day.Latest && day.Unit == Day && day.N == 1 && !date.Latest && date.Unit == Day && date.N == 1 &&
		day.Range.Start.Weekday() == date.Range.Start.Weekday() && besideRE.MatchString(between)
}
