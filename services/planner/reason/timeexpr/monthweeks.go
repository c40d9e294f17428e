package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// monthWeekRules name a week by its place in a month ("the first week of
// June", 上个月最后一周), a day of a month named by its place ("the 15th of
// last month"), a weekday of the week after next ("the Tuesday after
// next") and the day a week on ("a week from today").
var monthWeekRules = []rule{
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|final)\s+week\s+(?:of|in)\s+(?:(this|next|last|the)\s+month|(` + monthFull + `)(?:,?\s+(\d{4}))?)\b`), func(m []string, c *ctx) (Period, bool) {
		r, ok := enMonthRef(m[2], m[3], m[4], c)
		if !ok {
			return Period{}, false
		}
		n := map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}[strings.ToLower(m[1])]
		return monthWeek(r, n, c)
	}},
	// 6月第一周, 本月第二周, 上个月最后一周, 2024年3月的第一个星期: the
	// longer 第一个星期五 is a weekday (monthDayRules).
	{prefilter.MustCompile(`(?:(\d{4})\s*年\s*|(` + cnYearWord + `)\s*)?` + cnMonthRef + `(?:第([一二三四五1-5])|最后一)个?(?:周|星期|礼拜)`), func(m []string, c *ctx) (Period, bool) {
		r, ok := cnMonthOf(m[3], c)
		if !ok {
			return Period{}, false
		}
		if m[1]+m[2] != "" {
			if !r.yearless {
				return Period{}, false // 去年本月 names its month twice
			}
			r.year, r.yearless = yearOf(m[1], m[2], c), false
		}
		n := 0 // the last
		if m[4] != "" {
			n, _ = number(m[4])
		}
		return monthWeek(r, n, c)
	}},
	// the 15th of last month, next month's 3rd: a day of a month named by
	// its place.
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+of\s+(this|last|next|the)\s+month\b|\b(this|last|next)\s+month['’]s\s+(\d{1,2})(?:st|nd|rd|th)\b`), func(m []string, c *ctx) (Period, bool) {
		r, _ := enMonthRef(m[2]+m[3], "", "", c)
		p, _ := date(r.year, int(r.month), atoi(m[1]+m[4]), c)
		return p, true // an impossible date (zero Period) still claims its text
	}},
	// the Tuesday after next: that weekday of the week after next.
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(` + dayEn + `)\s+after\s+next\b`), func(m []string, c *ctx) (Period, bool) {
		return dayPeriod(addDays(monday(c.today), 14+(enWeekday(m[1])+6)%7)), true
	}},
	// a week from today, a week from tomorrow: the day seven days on.
	{prefilter.MustCompile(`(?i)\ba\s+week\s+from\s+(today|now|tomorrow)\b`), func(m []string, c *ctx) (Period, bool) {
		d := addDays(c.today, 7)
		if strings.EqualFold(m[1], "tomorrow") {
			d = addDays(d, 1)
		}
		return dayPeriod(d), true
	}},
}

// monthWeek is the nth week of the month r, counted in days from its
// first (days 1–7, 8–14, …), or for n 0 its last seven days: a month's
// weeks are its own days, whatever weekday it starts on. A fifth week the
// month does not reach is no period.
func monthWeek(r monthRef, n int, c *ctx) (Period, bool) {
	whole := r.days(c)
	start := addDays(whole.Start, 7*(n-1))
	if n == 0 {
		start = addDays(whole.End, -6)
	}
	if start.After(whole.End) {
		return Period{}, false
	}
	end := addDays(start, 6)
	if end.After(whole.End) {
		end = whole.End
	}
	return r.mark(spanDays(start, end)), true
}
