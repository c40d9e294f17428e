package timeexpr

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

const (
	// cnYearWord names a year by its place: 今年, 去年, 明年.
	cnYearWord = `今年|本年度?|去年|上一年|大前年|前年|大后年|明年`
	cnNum      = `\d{1,3}|[零一二两三四五六七八九十百]{1,4}`
	monthEn    = `jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?`
	dayEn      = `monday|tuesday|wednesday|thursday|friday|saturday|sunday`
	// dayAbbrEn are the short weekdays, read only after last, this or
	// next ("next Tue"): alone, sun, sat and wed are other words.
	dayAbbrEn = `mon|tues?|wed|thu(?:rs?)?|fri|sat|sun`
	// cnMonth is a month number: 1–12 in digits or 一 … 十二 (not 两, which
	// counts months rather than naming one).
	cnMonth = `1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九]`
	// monthFull names a month alone, without a day: full names only, since
	// "mar" or "dec" alone are rarely months.
	monthFull = `january|february|march|april|may|june|july|august|september|october|november|december|sept`
)

// ruleStarts are the runes each rule's matches can begin with, by rule.
var ruleStarts = func() []starts {
	s := make([]starts, len(rules))
	for i, r := range rules {
		s[i] = startsOf(r.re.Regexp)
	}
	return s
}()

// rules are the time expressions Resolve knows. They are compiled once and
// never modified.
var rules = slices.Concat(calendarRules, holidayRules, effectiveEndRules, dayRunRules, monthDayRules, monthWeekRules, lengthRules, shortYearRules, spanRules, slashRules, weekRules, hourRules, sinceStartRules, restRules, namedEndRules, unitPartRules, countedRules)

// calendarRules name dates, months, quarters, years, weeks and days.
var calendarRules = []rule{
	// Explicit dates: 2025-03-01, 2025/3/1, 2025年3月1日.
	{prefilter.MustCompile(`(\d{4})\s*(?:[-/.]|年)\s*(\d{1,2})\s*(?:[-/.]|月)\s*(\d{1,2})\s*[日号]?`), func(m []string, c *ctx) (Period, bool) {
		p, _ := date(atoi(m[1]), atoi(m[2]), atoi(m[3]), c)
		return p, true // an impossible date (zero Period) still claims its text
	}},
	// 3月1日 (this year). 2月30日, which no year holds, claims its text and
	// is no date.
	{prefilter.MustCompile(`(` + cnNum + `)\s*月\s*(` + cnNum + `)\s*[日号]`), func(m []string, c *ctx) (Period, bool) {
		mo, ok1 := number(m[1])
		d, ok2 := number(m[2])
		if !ok1 || !ok2 {
			return Period{}, false
		}
		if p, ok := yearless(date(c.today.Year(), mo, d, c)); ok || mo < 1 || mo > 12 || d < 1 || d > 31 {
			return p, ok
		}
		return Period{}, true
	}},
	// 2025年3月, 2025-03.
	{prefilter.MustCompile(`(\d{4})\s*(?:年|-)\s*(\d{1,2})\s*月?份?`), func(m []string, c *ctx) (Period, bool) {
		return month(atoi(m[1]), atoi(m[2]), c)
	}},
	// 明年1月15号, 去年3月5日: a day of a month of a year named by its place.
	{prefilter.MustCompile(`(` + cnYearWord + `)\s*(` + cnNum + `)\s*月\s*(` + cnNum + `)\s*[日号]`), func(m []string, c *ctx) (Period, bool) {
		mo, ok1 := number(m[2])
		d, ok2 := number(m[3])
		if !ok1 || !ok2 {
			return Period{}, false
		}
		p, _ := date(c.today.Year()+yearOffset(m[1]), mo, d, c)
		return p, true // an impossible date (zero Period) still claims its text
	}},
	// 今年3月, 去年12月.
	{prefilter.MustCompile(`(` + cnYearWord + `)\s*(` + cnNum + `)\s*月份?`), func(m []string, c *ctx) (Period, bool) {
		mo, ok := number(m[2])
		if !ok {
			return Period{}, false
		}
		return month(c.today.Year()+yearOffset(m[1]), mo, c)
	}},
	// 11月, 3月份, 十一月: a month without a year (3月1日 above starts at the
	// same place and is longer).
	{prefilter.MustCompile(`(` + cnMonth + `)\s*月份?`), func(m []string, c *ctx) (Period, bool) {
		mo, ok := number(m[1])
		if !ok {
			return Period{}, false
		}
		return latestMonth(mo, c)
	}},
	// Quarters: 2024年第四季度, 去年Q4, 第一季度, 今年一季度, 2024 Q4,
	// Q4 2024. The year and its spaces are one optional group, so a
	// quarter without a year starts at the quarter itself and "Q3 2024"
	// below, starting there too and longer, wins. Without 第 a quarter
	// needs its year: 连续三季度 counts quarters, 四季度假 is a hotel.
	{prefilter.MustCompile(`(?i)(?:(\d{4})\s*年?\s*|(` + cnYearWord + `)\s*)?(?:第([一二三四1-4])季度?|q([1-4])\b)|(?:(\d{4})\s*年\s*|(` + cnYearWord + `)\s*)([一二三四1-4])季度`), func(m []string, c *ctx) (Period, bool) {
		y := yearOf(m[1]+m[5], m[2]+m[6], c)
		q, _ := number(m[3] + m[4] + m[7])
		return quarterPeriod(y, q, c.loc), q >= 1 && q <= 4
	}},
	// A quarter in words without its year or 第 (二季度, 一季度的) is this
	// year's unless a word before it counts quarters (连续三季度, 近两季度,
	// 每一季度), 假 after it makes a hotel's name (四季度假) or a count of
	// times after it makes a rate (一季度一次).
	{prefilter.MustCompile(`(连续|最近|近|前|后|过去|这|那|几|每|各|多|个)?([一二三四])季度(假|[一两二三四五六七八九十\d]+\s*次)?`), func(m []string, c *ctx) (Period, bool) {
		if m[1] != "" || m[3] != "" {
			return Period{}, false
		}
		q, _ := number(m[2])
		return quarterPeriod(c.today.Year(), q, c.loc), true
	}},
	{prefilter.MustCompile(`(?i)\bq([1-4])\s*(?:of\s+)?(?:fy)?(\d{4})\b`), func(m []string, c *ctx) (Period, bool) {
		return quarterPeriod(atoi(m[2]), atoi(m[1]), c.loc), true
	}},
	{prefilter.MustCompile(`(?i)\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?: of (\d{4}))?`), func(m []string, c *ctx) (Period, bool) {
		q := map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}[strings.ToLower(m[1])]
		y := c.today.Year()
		if m[2] != "" {
			y = atoi(m[2])
		}
		return quarterPeriod(y, q, c.loc), true
	}},
	// 本季度, 上季度, 上个季度, 下一季度.
	{prefilter.MustCompile(`(本|这个?|当前|上上个?|上一?个?|下下个?|下一?个?)季度?`), func(m []string, c *ctx) (Period, bool) {
		if !strings.HasSuffix(m[0], "季度") && !strings.HasSuffix(m[0], "季") {
			return Period{}, false
		}
		return quarterRel(c, relOffset(m[1])), true
	}},
	// Half years: 上半年, 去年下半年, 2024年上半年; "first half of 2024",
	// "H2 2024", "the second half of last year".
	{prefilter.MustCompile(`(?:(\d{4})\s*年(?:度)?\s*|(` + cnYearWord + `)\s*)?(上|下)半年`), func(m []string, c *ctx) (Period, bool) {
		return halfYear(yearOf(m[1], m[2], c), m[3] == "下", c), true
	}},
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(first|second|1st|2nd)\s+half\s+of\s+(?:(\d{4})|(this|last|next)\s+year)\b|\bh([12])\s*(?:of\s+)?(?:fy)?(\d{4})\b`), func(m []string, c *ctx) (Period, bool) {
		second := strings.EqualFold(m[1], "second") || strings.EqualFold(m[1], "2nd") || m[4] == "2"
		y := c.today.Year()
		switch {
		case m[2] != "":
			y = atoi(m[2])
		case m[5] != "":
			y = atoi(m[5])
		case strings.EqualFold(m[3], "last"):
			y--
		case strings.EqualFold(m[3], "next"):
			y++
		}
		return halfYear(y, second, c), true
	}},
	// A fiscal year is read as the calendar year: 2025财年, FY2025, "the
	// 2025 fiscal year", 本财年, "last fiscal year".
	{prefilter.MustCompile(`(?i)(\d{4})\s*(?:财年|(?:财政|会计)?年(?:度|全年)?)|\b(\d{4})\s+fiscal\s+year\b`), func(m []string, c *ctx) (Period, bool) {
		return yearPeriod(atoi(m[1]+m[2]), c.loc), true
	}},
	{prefilter.MustCompile(`(?i)(本|上上个?|上一?个?|下下个?|下一?个?)财年|\b(this|current|last|previous|prior|next)\s+fiscal\s+year\b`), func(m []string, c *ctx) (Period, bool) {
		off := relOffset(m[1])
		switch strings.ToLower(m[2]) {
		case "last", "previous", "prior":
			off = -1
		case "next":
			off = 1
		}
		return yearPeriod(c.today.Year()+off, c.loc), true
	}},
	// Years: 2024年 (above), 今年, 去年, 前年, 大前年, 明年, 大后年 (not 后年,
	// which ends 以后 or 之后 before 年度).
	{prefilter.MustCompile(cnYearWord), func(m []string, c *ctx) (Period, bool) {
		return yearPeriod(c.today.Year()+yearOffset(m[0]), c.loc), true
	}},
	// A day of a month named by its place: 这个月30号, 下个月5日, 上月15号.
	{prefilter.MustCompile(`(本|这个?|当|上上个?|上一?个?|下下个?|下一?个?)月\s*(` + cnNum + `)\s*[日号]`), func(m []string, c *ctx) (Period, bool) {
		d, ok := number(m[2])
		if !ok {
			return Period{}, false
		}
		t := c.today.AddDate(0, relOffset(m[1]), 1-c.today.Day())
		return date(t.Year(), int(t.Month()), d, c)
	}},
	// A day of the month alone, 15号 or 十五号: the current month's, where
	// what follows it speaks of a day (see numberedThing).
	{prefilter.MustCompile(bareHanDay), func(m []string, c *ctx) (Period, bool) {
		d, ok := number(m[1])
		if !ok {
			return Period{}, false
		}
		return date(c.today.Year(), int(c.today.Month()), d, c)
	}},
	// Months: 本月, 上个月, 上上个月, 下个月.
	{prefilter.MustCompile(`(本|这个?|当|上上个?|上一?个?|下下个?|下一?个?)月`), func(m []string, c *ctx) (Period, bool) {
		t := c.today.AddDate(0, relOffset(m[1]), 1-c.today.Day())
		return monthPeriod(t.Year(), t.Month(), c.loc), true
	}},
	// Weekends, Saturday and Sunday: 这周末, 下周末, 上周末; 周末 alone is the
	// latest begun, as a weekday alone is.
	{prefilter.MustCompile(`(本|这|上上|上一?|下下|下一?)个?(?:周|星期|礼拜)末`), func(m []string, c *ctx) (Period, bool) {
		return weekend(addDays(monday(c.today), 7*relOffset(m[1]))), true
	}},
	{prefilter.MustCompile(`周末`), func(m []string, c *ctx) (Period, bool) {
		return latest(weekend(monday(latestWeekday(c, 6)))), true
	}},
	// Weeks and their days: 本周, 上周, 上上周, 下周, 上周五, 本周三.
	{prefilter.MustCompile(`(本|这|上上|上一?|下下|下一?)个?(?:周|星期|礼拜)([一二三四五六日天1-7])?`), func(m []string, c *ctx) (Period, bool) {
		mon := addDays(monday(c.today), 7*relOffset(m[1]))
		if m[2] == "" {
			return weekPeriod(mon), true
		}
		return dayPeriod(addDays(mon, cnWeekday(m[2])-1)), true
	}},
	// 周五 alone: this week's, or last week's if it is still to come.
	{prefilter.MustCompile(`(?:周|星期|礼拜)([一二三四五六日天])`), func(m []string, c *ctx) (Period, bool) {
		return latest(dayPeriod(latestWeekday(c, cnWeekday(m[1])))), true
	}},
	// Days: 今天, 昨天, 前天, 大前天, 明天, 后天, 大后天; and a day's morning or
	// night named with it, which is that day: 今晚, 明早, 昨晚.
	// The shift on now (本班次, 当前班次) is today's too; 本班 and 当班 are
	// not read so, as they also say "this class" and "on duty". A night
	// shift past midnight is read as today all the same.
	{prefilter.MustCompile(`今天|今日|本日|当天|当日|大前天|前天|前日|昨天|昨日|明天|明日|大后天|后天|[今明昨][早晚夜晨]|本班次|当前班次|这个班次`), func(m []string, c *ctx) (Period, bool) {
		off, ok := map[string]int{"今天": 0, "今日": 0, "本日": 0, "当天": 0, "当日": 0, "本班次": 0, "当前班次": 0, "这个班次": 0, "大前天": -3, "前天": -2, "前日": -2, "昨天": -1, "昨日": -1, "明天": 1, "明日": 1, "后天": 2, "大后天": 3}[m[0]]
		if !ok {
			off = map[string]int{"今": 0, "明": 1, "昨": -1}[m[0][:len("今")]] // 明早 is tomorrow's morning
		}
		return dayPeriod(addDays(c.today, off)), true
	}},
	// Windows ahead: 未来两周, 接下来3天 (starting today).
	{prefilter.MustCompile(`(?:未来|接下来的?|今后|往后)\s*(` + cnNum + `)?\s*个?\s*(天|日|周|星期|礼拜|月)`), func(m []string, c *ctx) (Period, bool) {
		n := 1
		if m[1] != "" {
			var ok bool
			if n, ok = number(m[1]); !ok {
				return Period{}, false
			}
		}
		return ahead(c, n, m[2])
	}},
	{prefilter.MustCompile(`(?i)\b(?:the\s+)?(?:coming|next|upcoming|following)\s+(\d{1,3}|[a-z]+)\s+(days?|weeks?|months?)\b`), func(m []string, c *ctx) (Period, bool) {
		n, ok := englishNumber(m[1])
		if !ok {
			return Period{}, false
		}
		return ahead(c, n, strings.TrimSuffix(strings.ToLower(m[2]), "s"))
	}},
	// Rolling windows: 最近7天, 近一周, 近30天, 过去3个月, 近一年, 过去的一周.
	// 前一天 is the day before today, not a window of today alone.
	{prefilter.MustCompile(`(?:(?:最近|过去)\s*的?|近|前)\s*(` + cnNum + `)?\s*个?\s*(天|日|周|星期|礼拜|月|年|季度)`), func(m []string, c *ctx) (Period, bool) {
		n := 1
		if m[1] != "" {
			var ok bool
			if n, ok = number(m[1]); !ok {
				return Period{}, false
			}
		}
		if n == 1 && m[1] != "" && strings.HasPrefix(m[0], "前") && (m[2] == "天" || m[2] == "日") {
			return dayPeriod(addDays(c.today, -1)), true
		}
		return rolling(c, n, m[2])
	}},
	// A day counted back from today: 3天前, 3 days ago (天 only: the 日 of
	// 20日前 is a day of the month).
	{prefilter.MustCompile(`(?i)(` + cnNum + `)\s*天前|\b(\d{1,3}|[a-z]+)\s+days?\s+ago\b`), func(m []string, c *ctx) (Period, bool) {
		n, ok := number(m[1])
		if m[1] == "" {
			n, ok = englishNumber(m[2])
		}
		if !ok || n < 1 || n > 3660 {
			return Period{}, false
		}
		return dayPeriod(addDays(c.today, -n)), true
	}},
	// English relative days, and a part of one named with this or last,
	// which is that day: this morning is today, last night yesterday.
	// The shift on now is today's too (see 本班次 above).
	{prefilter.MustCompile(`(?i)\b(?:the )?day before yesterday\b|\b(?:the )?day after tomorrow\b|\btoday\b|\byesterday\b|\btomorrow\b|\btonight\b|\bthis (?:morning|afternoon|evening|shift)\b|\b(?:the )?current shift\b|\blast night\b`), func(m []string, c *ctx) (Period, bool) {
		off := map[string]int{"today": 0, "tonight": 0, "yesterday": -1, "tomorrow": 1}[strings.ToLower(m[0])]
		switch lower := strings.ToLower(m[0]); {
		case strings.HasPrefix(lower, "last"):
			off = -1
		case strings.HasSuffix(lower, "before yesterday"):
			off = -2
		case strings.HasSuffix(lower, "after tomorrow"):
			off = 2
		}
		return dayPeriod(addDays(c.today, off)), true
	}},
	// this/last/next week|month|quarter|year; the week before last.
	{prefilter.MustCompile(`(?i)\b(this|current|last|previous|prior|next|coming|past|the)\s+(week|month|quarter|year)(\s+before\s+last)?\b`), func(m []string, c *ctx) (Period, bool) {
		which, unit := strings.ToLower(m[1]), strings.ToLower(m[2])
		off := 0
		switch which {
		case "last", "previous", "prior":
			off = -1
		case "next", "coming":
			off = 1
		case "past":
			return rolling(c, 1, unit)
		case "the":
			if m[3] == "" {
				return Period{}, false
			}
		}
		if m[3] != "" {
			off = -2
		}
		return calendar(c, unit, off), true
	}},
	// last/past/previous N days|weeks|months|quarters|years.
	{prefilter.MustCompile(`(?i)\b(?:last|past|previous|recent|trailing)\s+(\d{1,3}|[a-z]+)\s+(days?|weeks?|months?|quarters?|years?)\b`), func(m []string, c *ctx) (Period, bool) {
		n, ok := englishNumber(m[1])
		if !ok {
			return Period{}, false
		}
		return rolling(c, n, strings.TrimSuffix(strings.ToLower(m[2]), "s"))
	}},
	// year/month to date.
	{prefilter.MustCompile(`(?i)\b(year|month|quarter|week)[- ]to[- ]date\b|\b(ytd|mtd|qtd|wtd)\b`), func(m []string, c *ctx) (Period, bool) {
		u := strings.ToLower(m[1])
		if u == "" {
			u = map[string]string{"ytd": "year", "mtd": "month", "qtd": "quarter", "wtd": "week"}[strings.ToLower(m[2])]
		}
		return startToToday(c, u), true
	}},
	// since Friday: this week's Friday, or last week's if still to come
	// (the phrase "since" itself is read by the since pass).
	{prefilter.MustCompile(`(?i)\bsince\s+(` + dayEn + `)\b`), func(m []string, c *ctx) (Period, bool) {
		return dayPeriod(latestWeekday(c, (enWeekday(m[1])+6)%7+1)), true
	}},
	// this weekend, next weekend, last weekend; "the weekend" alone is the
	// latest begun.
	{prefilter.MustCompile(`(?i)\b(?:(this|next|coming|last|past|previous)|the)\s+weekend\b`), func(m []string, c *ctx) (Period, bool) {
		switch strings.ToLower(m[1]) {
		case "this":
			return weekend(monday(c.today)), true
		case "next", "coming":
			return weekend(addDays(monday(c.today), 7)), true
		case "last", "past", "previous":
			return weekend(addDays(monday(c.today), -7)), true
		}
		return latest(weekend(monday(latestWeekday(c, 6)))), true
	}},
	// last Friday: the latest Friday before today, or the one a week
	// before when that is yesterday (which one calls yesterday); this
	// coming Friday: the first after today.
	{prefilter.MustCompile(`(?i)\b(last|this|next|(?:this\s+)?coming)\s+(` + dayEn + `|` + dayAbbrEn + `)\b`), func(m []string, c *ctx) (Period, bool) {
		wd := enWeekday(m[2])
		switch which := strings.ToLower(m[1]); {
		case strings.HasSuffix(which, "coming"):
			d := addDays(c.today, 1)
			for int(d.Weekday()) != wd {
				d = addDays(d, 1)
			}
			return dayPeriod(d), true
		case which == "last":
			d := addDays(c.today, -1)
			for int(d.Weekday()) != wd {
				d = addDays(d, -1)
			}
			if d.Equal(addDays(c.today, -1)) {
				d = addDays(d, -7)
			}
			return dayPeriod(d), true
		case which == "next":
			d := addDays(monday(c.today), 7+(wd+6)%7)
			return dayPeriod(d), true
		}
		return dayPeriod(addDays(monday(c.today), (wd+6)%7)), true
	}},
	// Friday, on Friday: a weekday named alone is the latest one begun,
	// as 周五 is; Upcoming moves it ahead for an action to come.
	{prefilter.MustCompile(`(?i)\b(` + dayEn + `)\b`), func(m []string, c *ctx) (Period, bool) {
		return latest(dayPeriod(latestWeekday(c, (enWeekday(m[1])+6)%7+1))), true
	}},
	// 2023 April 4th: the year first.
	{prefilter.MustCompile(`(?i)\b(\d{4})\s+(` + monthEn + `)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b`), func(m []string, c *ctx) (Period, bool) {
		return date(atoi(m[1]), enMonth(m[2]), atoi(m[3]), c)
	}},
	// March 1st, March 1, 2025, March.11, 2022; 1 March 2025.
	{prefilter.MustCompile(`(?i)\b(` + monthEn + `)(?:\.\s*|\s+)(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s*(\d{4})\b)?`), func(m []string, c *ctx) (Period, bool) {
		if m[3] != "" {
			return date(atoi(m[3]), enMonth(m[1]), atoi(m[2]), c)
		}
		return yearless(date(c.today.Year(), enMonth(m[1]), atoi(m[2]), c))
	}},
	{prefilter.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(` + monthEn + `)\b(?:,?\s*(\d{4})\b)?`), func(m []string, c *ctx) (Period, bool) {
		if m[3] != "" {
			return date(atoi(m[3]), enMonth(m[2]), atoi(m[1]), c)
		}
		return yearless(date(c.today.Year(), enMonth(m[2]), atoi(m[1]), c))
	}},
	// in November, for February, since March, from June, the May invoice:
	// the latest such month not still to come. A bare "may" is a verb
	// unless a preposition or an article and a capital make it the month;
	// after "the" any month needs its capital (the march downtown, the
	// august committee); a day after the month leaves the date to the
	// rules above.
	{prefilter.MustCompile(`(?i)\b(?:(in|for|during|of|since|throughout|over|from|the)\s+)?(` + monthFull + `)\b(\s+\d{1,2}(?:st|nd|rd|th)?\b)?(?:,?\s+(\d{4})\b)?`), func(m []string, c *ctx) (Period, bool) {
		name := m[2]
		if m[3] != "" || ((m[1] == "" || strings.EqualFold(m[1], "the")) && !isUpper(name[0])) || (strings.EqualFold(name, "may") && (m[1] == "" || !isUpper(name[0]))) {
			return Period{}, false
		}
		if m[4] != "" {
			return month(atoi(m[4]), enMonth(name), c)
		}
		return latestMonth(enMonth(name), c)
	}},
	// February 2025.
	{prefilter.MustCompile(`(?i)\b(` + monthEn + `)\.?,?\s+(\d{4})\b`), func(m []string, c *ctx) (Period, bool) {
		return month(atoi(m[2]), enMonth(m[1]), c)
	}},
	// on the 28th, by the 3rd, to the 20th: a day of the current month
	// (an ordinal followed by a noun, the 3rd floor, or by "of", counts a
	// thing or leaves the month to the rules above: see ordinalThing).
	{prefilter.MustCompile(`(?i)\b(?:on|by|until|till|before|after|from|since|to)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b`), func(m []string, c *ctx) (Period, bool) {
		return date(c.today.Year(), int(c.today.Month()), atoi(m[1]), c)
	}},
	// the 3rd to the 9th, between the 2nd and the 5th: days of the current
	// month ("the 2nd and 3rd place" is no range: and needs between).
	{prefilter.MustCompile(`(?i)\b(from\s+|between\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\s*(to|through|thru|till|until|-|–|and)\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b`), func(m []string, c *ctx) (Period, bool) {
		if strings.EqualFold(m[3], "and") && !strings.HasPrefix(strings.ToLower(m[1]), "between") {
			return Period{}, false
		}
		first, ok1 := date(c.today.Year(), int(c.today.Month()), atoi(m[2]), c)
		last, ok2 := date(c.today.Year(), int(c.today.Month()), atoi(m[4]), c)
		if !ok1 || !ok2 || last.Range.End.Before(first.Range.Start) {
			return Period{}, false
		}
		return spanDays(first.Range.Start, last.Range.End), true
	}},
	// in 2024, FY2024, year 2024.
	{prefilter.MustCompile(`(?i)\b(?:in|for|during|of|year|fy|since)\s*(\d{4})\b`), func(m []string, c *ctx) (Period, bool) {
		y := atoi(m[1])
		return yearPeriod(y, c.loc), y >= 1900 && y <= 2200
	}},
}

// dayFollowers are the words that may follow a day of the month written
// alone: they start another part of the sentence, not a noun it counts.
var dayFollowers = map[string]bool{"and": true, "at": true, "to": true, "for": true, "from": true, "until": true, "in": true, "with": true, "or": true, "please": true}

func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

func date(y, m, d int, c *ctx) (Period, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200 {
		return Period{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, c.loc)
	if t.Day() != d { // 2025-02-30 and the like
		return Period{}, false
	}
	return dayPeriod(t), true
}

// yearless marks a day or a month written without its year (3月1日,
// March 1, in December): it is read in the year that has begun it, and
// Upcoming moves it to the next when it is over.
func yearless(p Period, ok bool) (Period, bool) {
	p.Yearless = ok
	return p, ok
}

func month(y, m int, c *ctx) (Period, bool) {
	if m < 1 || m > 12 || y < 1900 || y > 2200 {
		return Period{}, false
	}
	return monthPeriod(y, time.Month(m), c.loc), true
}

// latestMonth returns month m of this year, or of last year when it is
// still to come ("11月" in March is last November).
func latestMonth(m int, c *ctx) (Period, bool) {
	y := c.today.Year()
	if m > int(c.today.Month()) {
		y--
	}
	return yearless(month(y, m, c))
}

// weekend returns the Saturday and Sunday of the week starting mon.
func weekend(mon time.Time) Period {
	return spanDays(addDays(mon, 5), addDays(mon, 6))
}

// latestWeekday returns this week's day wd (1 Monday … 7 Sunday), or last
// week's when it is still to come.
func latestWeekday(c *ctx, wd int) time.Time {
	d := addDays(monday(c.today), wd-1)
	if d.After(c.today) {
		d = addDays(d, -7)
	}
	return d
}

// latest marks p as named alone (see Period.Latest).
func latest(p Period) Period {
	p.Latest = true
	return p
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// relOffset maps 本/上/上上/下/下下 to a unit offset.
func relOffset(s string) int {
	switch {
	case strings.HasPrefix(s, "上上"):
		return -2
	case strings.HasPrefix(s, "下下"):
		return 2
	case strings.HasPrefix(s, "上"):
		return -1
	case strings.HasPrefix(s, "下"):
		return 1
	}
	return 0
}

// yearOf is the year written in digits, else the one a year word names
// (cnYearWord), else this year.
func yearOf(digits, word string, c *ctx) int {
	switch {
	case digits != "":
		return atoi(digits)
	case word != "":
		return c.today.Year() + yearOffset(word)
	}
	return c.today.Year()
}

func yearOffset(s string) int {
	switch strings.TrimSpace(s) {
	case "去年", "上一年":
		return -1
	case "前年":
		return -2
	case "大前年":
		return -3
	case "明年":
		return 1
	case "大后年":
		return 3
	}
	return 0
}

func quarterRel(c *ctx, off int) Period {
	q := (int(c.today.Month())-1)/3 + off
	y := c.today.Year()
	for q < 0 {
		q += 4
		y--
	}
	for q > 3 {
		q -= 4
		y++
	}
	return quarterPeriod(y, q+1, c.loc)
}

// calendar returns the calendar unit containing today, shifted by off units.
func calendar(c *ctx, unit string, off int) Period {
	switch unit {
	case "week":
		return weekPeriod(addDays(monday(c.today), 7*off))
	case "quarter":
		return quarterRel(c, off)
	case "year":
		return yearPeriod(c.today.Year()+off, c.loc)
	}
	t := c.today.AddDate(0, off, 1-c.today.Day())
	return monthPeriod(t.Year(), t.Month(), c.loc)
}

// ahead returns the n units starting today, as days.
func ahead(c *ctx, n int, unit string) (Period, bool) {
	if n < 1 || n > 3660 {
		return Period{}, false
	}
	var end time.Time
	switch unit {
	case "天", "日", "day":
		end = addDays(c.today, n-1)
	case "周", "星期", "礼拜", "week":
		end = addDays(c.today, 7*n-1)
	case "月", "month":
		end = addDays(addMonths(c.today, n), -1)
	default:
		return Period{}, false
	}
	return spanDays(c.today, end), true
}

// rolling returns the n units ending today, as days.
func rolling(c *ctx, n int, unit string) (Period, bool) {
	if n < 1 || n > 3660 {
		return Period{}, false
	}
	var start time.Time
	switch unit {
	case "天", "日", "day":
		start = addDays(c.today, -(n - 1))
	case "周", "星期", "礼拜", "week":
		start = addDays(c.today, -(7*n - 1))
	case "月", "month":
		start = addDays(addMonths(c.today, -n), 1)
	case "季度", "quarter":
		start = addDays(addMonths(c.today, -3*n), 1)
	case "年", "year":
		start = addDays(addMonths(c.today, -12*n), 1)
	default:
		return Period{}, false
	}
	return spanDays(start, c.today), true
}

func cnWeekday(s string) int {
	switch s {
	case "一", "1":
		return 1
	case "二", "2":
		return 2
	case "三", "3":
		return 3
	case "四", "4":
		return 4
	case "五", "5":
		return 5
	case "六", "6":
		return 6
	}
	return 7
}

// enWeekday returns time.Weekday numbering (Sunday 0).
func enWeekday(s string) int {
	for i, d := range []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"} {
		if len(s) >= 3 && strings.HasPrefix(d, strings.ToLower(s)) {
			return i
		}
	}
	return 0
}

func enMonth(s string) int {
	s = strings.ToLower(s)
	for i, p := range []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"} {
		if strings.HasPrefix(s, p) {
			return i + 1
		}
	}
	return 0
}

// addMonths moves t by n months, keeping the day but not past the target
// month's end (31 March − 1 month = 28 February).
func addMonths(t time.Time, n int) time.Time {
	first := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location()).AddDate(0, n, 0)
	last := first.AddDate(0, 1, -1).Day()
	return time.Date(first.Year(), first.Month(), min(t.Day(), last), 0, 0, 0, 0, t.Location())
}

// halfYear is January to June of year y, or July to December for the
// second half.
func halfYear(y int, second bool, c *ctx) Period {
	m := time.January
	if second {
		m = time.July
	}
	start := time.Date(y, m, 1, 0, 0, 0, 0, c.loc)
	return spanDays(start, start.AddDate(0, 6, -1))
}
