package timeexpr

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// cnMonthRef names a month by its place (本月, 下个月) or its number (3月);
// monthRefs reads it.
const cnMonthRef = `(本|这个?|当|上上个?|上一?个?|下下个?|下一?个?|` + cnMonth + `)月份?\s*的?\s*`

// monthDayRules name days or parts of a month: its nth or last weekday,
// its last day, and its thirds and halves (上旬, 下半月).
var monthDayRules = []rule{
	// the first Monday of next month, the last Friday of March 2027.
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th|last)\s+(` + dayEn + `)\s+(?:of|in)\s+(?:(this|next|last|the)\s+month|(` + monthFull + `)(?:,?\s+(\d{4}))?)\b`), func(m []string, c *ctx) (Period, bool) {
		y, mo, ok := enMonthRef(m[3], m[4], m[5], c)
		if !ok {
			return Period{}, false
		}
		n := map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}[strings.ToLower(m[1])]
		return nthWeekday(y, mo, n, time.Weekday(enWeekday(m[2])), c), true
	}},
	// 下个月第一个周一, 3月的最后一个星期五.
	{prefilter.MustCompile(cnMonthRef + `(?:第([一二三四1-4])个|最后一个)(?:周|星期|礼拜)([一二三四五六日天])`), func(m []string, c *ctx) (Period, bool) {
		y, mo, ok := cnMonthOf(m[1], c)
		if !ok {
			return Period{}, false
		}
		n := -1
		if m[2] != "" {
			n, _ = number(m[2])
		}
		return nthWeekday(y, mo, n, time.Weekday(cnWeekday(m[3])%7), c), true
	}},
	// the last day of this month; 下个月最后一天, 本月的最后一天.
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?last\s+day\s+of\s+(?:(this|next|last|the)\s+month|(` + monthFull + `)(?:,?\s+(\d{4}))?)\b`), func(m []string, c *ctx) (Period, bool) {
		y, mo, ok := enMonthRef(m[1], m[2], m[3], c)
		if !ok {
			return Period{}, false
		}
		return dayPeriod(monthPeriod(y, mo, c.loc).Range.End), true
	}},
	{prefilter.MustCompile(cnMonthRef + `最后一天`), func(m []string, c *ctx) (Period, bool) {
		y, mo, ok := cnMonthOf(m[1], c)
		if !ok {
			return Period{}, false
		}
		return dayPeriod(monthPeriod(y, mo, c.loc).Range.End), true
	}},
	// 上旬 (1st–10th), 中旬 (11th–20th), 下旬 (21st to the end), 上半月,
	// 下半月: of the month named before them, else of this month.
	{prefilter.MustCompile(`(?:` + cnMonthRef + `)?(上旬|中旬|下旬|上半月|下半月)`), func(m []string, c *ctx) (Period, bool) {
		y, mo := c.today.Year(), c.today.Month()
		if m[1] != "" {
			var ok bool
			if y, mo, ok = cnMonthOf(m[1], c); !ok {
				return Period{}, false
			}
		}
		whole := monthPeriod(y, mo, c.loc).Range
		first, last := 1, whole.End.Day()
		switch m[2] {
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
		return spanDays(addDays(whole.Start, first-1), addDays(whole.Start, last-1)), true
	}},
}

// cnMonthOf reads the month of cnMonthRef's group: one named by its
// place from this month, or one by its number in this year.
func cnMonthOf(ref string, c *ctx) (int, time.Month, bool) {
	if mo, ok := number(ref); ok {
		if mo < 1 || mo > 12 {
			return 0, 0, false
		}
		return c.today.Year(), time.Month(mo), true
	}
	t := c.today.AddDate(0, relOffset(ref), 1-c.today.Day())
	return t.Year(), t.Month(), true
}

// enMonthRef reads an English month: one named by its place (this, next,
// last or the month), or by its name and an optional year (this year's
// when none is written).
func enMonthRef(place, name, year string, c *ctx) (int, time.Month, bool) {
	if name == "" {
		off := map[string]int{"next": 1, "last": -1}[strings.ToLower(place)]
		t := c.today.AddDate(0, off, 1-c.today.Day())
		return t.Year(), t.Month(), true
	}
	y := c.today.Year()
	if year != "" {
		y = atoi(year)
	}
	mo := enMonth(name)
	return y, time.Month(mo), mo >= 1 && y >= 1900 && y <= 2200
}

// nthWeekday is the nth (1–4) weekday wd of month mo of year y, or its
// last for n -1.
func nthWeekday(y int, mo time.Month, n int, wd time.Weekday, c *ctx) Period {
	whole := monthPeriod(y, mo, c.loc).Range
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
