package timeexpr

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// cnMonthRef names a month by its place (本月, 下个月) or its number (3月);
// monthRefs reads it.
const cnMonthRef = `(本|这个?|当|上上个?|上一?个?|下下个?|下一?个?|` + cnMonth + `)月份?\s*的?\s*`

// monthDayRules name days or parts of a month: its nth or last weekday,
// its last day, and its thirds and halves (上旬, 下半月).
var monthDayRules = []rule{
	// the first Monday of next month, the last Friday of March 2027.
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th|last)\s+(` + dayEn + `)\s+(?:of|in)\s+(?:(this|next|last|the)\s+month|(` + monthFull + `)(?:,?\s+(\d{4}))?)\b`), func(m []string, c *ctx) (Period, bool) {
		r, ok := enMonthRef(m[3], m[4], m[5], c)
		if !ok {
			return Period{}, false
		}
		n := map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}[strings.ToLower(m[1])]
		return r.mark(nthWeekday(r, n, time.Weekday(enWeekday(m[2])), c)), true
	}},
	// 下个月第一个周一, 3月的最后一个星期五.
	{prefilter.MustCompile(cnMonthRef + `(?:第([一二三四1-4])个|最后一个)(?:周|星期|礼拜)([一二三四五六日天])`), func(m []string, c *ctx) (Period, bool) {
		r, ok := cnMonthOf(m[1], c)
		if !ok {
			return Period{}, false
		}
		n := -1
		if m[2] != "" {
			n, _ = number(m[2])
		}
		return r.mark(nthWeekday(r, n, time.Weekday(cnWeekday(m[3])%7), c)), true
	}},
	// the last day of this month; 下个月最后一天, 本月的最后一天.
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?last\s+day\s+of\s+(?:(this|next|last|the)\s+month|(` + monthFull + `)(?:,?\s+(\d{4}))?)\b`), func(m []string, c *ctx) (Period, bool) {
		r, ok := enMonthRef(m[1], m[2], m[3], c)
		if !ok {
			return Period{}, false
		}
		return r.mark(dayPeriod(r.days(c).End)), true
	}},
	{prefilter.MustCompile(cnMonthRef + `最后一天`), func(m []string, c *ctx) (Period, bool) {
		r, ok := cnMonthOf(m[1], c)
		if !ok {
			return Period{}, false
		}
		return r.mark(dayPeriod(r.days(c).End)), true
	}},
	// 上旬 (1st–10th), 中旬 (11th–20th), 下旬 (21st to the end), 上半月,
	// 下半月: of the month named before them, else of this month. A
	// month named by its number alone is the latest begun, as 12月 is; a
	// year before it (去年12月上旬, 2024年2月下半月) places it.
	{prefilter.MustCompile(`(?:(?:(\d{4})\s*年\s*|(` + cnYearWord + `)\s*)?` + cnMonthRef + `)?(上旬|中旬|下旬|上半月|下半月)`), func(m []string, c *ctx) (Period, bool) {
		r := monthRef{year: c.today.Year(), month: c.today.Month()}
		if m[3] != "" {
			var ok bool
			if r, ok = cnMonthOf(m[3], c); !ok {
				return Period{}, false
			}
			if m[1]+m[2] != "" {
				if !r.yearless {
					return Period{}, false // 去年本月上旬 names its month twice
				}
				r.year, r.yearless = yearOf(m[1], m[2], c), false
			}
			if r.yearless && r.month > c.today.Month() {
				r.year--
			}
		}
		return monthPart(r, m[4], c), true
	}},
	// early, mid and late March are its thirds, as 上旬, 中旬 and 下旬:
	// of the year written after it ("early December last year", "late
	// February 2024"), else the latest begun; "late this month" is this
	// month's. A bare "may" is a verb, and a day after the month
	// ("arrive early March 3") is that day, early only saying when.
	{prefilter.MustCompile(`(?i)\b(early|mid|late)(?:-|\s+)(?:(this|next|last)\s+month|(` + monthFull + `)(?:,?\s+(\d{4})|\s+(?:of\s+)?(this|last|next)\s+year|\s+(\d{1,2})(?:st|nd|rd|th)?)?)\b`), func(m []string, c *ctx) (Period, bool) {
		if strings.EqualFold(m[3], "may") && m[3] != "May" || m[6] != "" {
			return Period{}, false
		}
		r, ok := enMonthRef(m[2], m[3], m[4], c)
		if !ok {
			return Period{}, false
		}
		switch {
		case m[5] != "":
			r.year += map[string]int{"last": -1, "next": 1}[strings.ToLower(m[5])]
			r.yearless = false
		case r.yearless && r.month > c.today.Month():
			r.year--
		}
		part := map[string]string{"early": "上旬", "mid": "中旬", "late": "下旬"}[strings.ToLower(m[1])]
		return monthPart(r, part, c), true
	}},
}

// monthPart is the third (上旬, 中旬, 下旬) or half (上半月, 下半月) of
// the month r.
func monthPart(r monthRef, part string, c *ctx) Period {
	whole := r.days(c)
	first, last := 1, whole.End.Day()
	switch part {
	case "上旬":
		last = 10
	case "中旬":
		first, last = 11, 20
	case "下旬":
		first = 21
	case "上半月":
		last = 15
	case "下半月":
		first = 16
	}
	return r.mark(spanDays(addDays(whole.Start, first-1), addDays(whole.Start, last-1)))
}

// monthRef is a month a text names, and whether it was written without
// its year (3月, in December): then it is read in this year, and marked
// so that Upcoming can move it (see yearless).
type monthRef struct {
	year     int
	month    time.Month
	yearless bool
}

// days is the month's span of days.
func (r monthRef) days(c *ctx) task.Range { return monthPeriod(r.year, r.month, c.loc).Range }

// mark returns p, a period of the month, marked written without its year
// when the month was.
func (r monthRef) mark(p Period) Period {
	p.Yearless = r.yearless
	return p
}

// cnMonthOf reads the month of cnMonthRef's group: one named by its
// place from this month, or one by its number in this year.
func cnMonthOf(ref string, c *ctx) (monthRef, bool) {
	if mo, ok := number(ref); ok {
		return monthRef{c.today.Year(), time.Month(mo), true}, mo >= 1 && mo <= 12
	}
	t := c.today.AddDate(0, relOffset(ref), 1-c.today.Day())
	return monthRef{year: t.Year(), month: t.Month()}, true
}

// enMonthRef reads an English month: one named by its place (this, next,
// last or the month), or by its name and an optional year (this year's,
// marked yearless, when none is written).
func enMonthRef(place, name, year string, c *ctx) (monthRef, bool) {
	if name == "" {
		off := map[string]int{"next": 1, "last": -1}[strings.ToLower(place)]
		t := c.today.AddDate(0, off, 1-c.today.Day())
		return monthRef{year: t.Year(), month: t.Month()}, true
	}
	r := monthRef{c.today.Year(), time.Month(enMonth(name)), year == ""}
	if year != "" {
		r.year = atoi(year)
	}
	return r, r.month >= 1 && r.year >= 1900 && r.year <= 2200
}

// nthWeekday is the nth (1–4) weekday wd of the month, or its last for
// n -1.
func nthWeekday(r monthRef, n int, wd time.Weekday, c *ctx) Period {
	whole := r.days(c)
	if n < 0 {
		d := whole.End
		for d.Weekday() != wd {
			d = addDays(d, -1)
		}
		return dayPeriod(d)
	}
	d := whole.Start
	for d.Weekday() != wd {
		d = addDays(d, 1)
	}
	return dayPeriod(addDays(d, 7*(n-1)))
}
