package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// sinceStartRules name the days from the start of the current week,
// month, quarter or year to today: 月初以来, 从年初到现在, "since the start
// of the month".
var sinceStartRules = []rule{
	{prefilter.MustCompile(`(?:本|这个?|当|今)?\s*(年|月|季度|季|周|星期)初(?:\s|的)*(?:以来|至今|迄今|到现在|到目前为止|到目前|截至目前|起)`), func(m []string, c *ctx) (Period, bool) {
		return startToToday(c, cnUnits[m[1]]), true
	}},
	{prefilter.MustCompile(`(?i)\bsince\s+the\s+(?:start|beginning)\s+of\s+(?:the|this)\s+(week|month|quarter|year)\b`), func(m []string, c *ctx) (Period, bool) {
		return startToToday(c, strings.ToLower(m[1])), true
	}},
}

// startToToday is the current unit from its first day to today.
func startToToday(c *ctx, unit string) Period {
	p := calendar(c, unit, 0)
	p.Range.End, p.Partial = c.today, true
	return p
}

// restRules name the days from today to the end of the current week,
// month, quarter or year: 本月剩下的几天, "the rest of the month", "until
// the end of the week". What is left of a month that is not its days
// (本月剩余预算, the budget left) names no days.
var restRules = []rule{
	{prefilter.MustCompile(`(?:本|这个?|今)\s*(年|月|季度|周|星期)(?:剩下|剩余|余下)的?\s*(?:几天|日子|时间|天数|几周|几个月|这段时间)`), func(m []string, c *ctx) (Period, bool) {
		return todayToEnd(c, cnUnits[m[1]]), true
	}},
	{prefilter.MustCompile(`(?i)` + enEveryUnit + `\b(?:(?:the\s+)?(?:rest|remainder)\s+of|(?:until|till|through|by)\s+the\s+end\s+of)\s+(?:the|this)\s+(week|month|quarter|year)\b` + enUnitOf), func(m []string, c *ctx) (Period, bool) {
		return deadlineEnd(m[1], strings.ToLower(m[2]), m[3], c)
	}},
	// until year end, by month-end, through end of year.
	{prefilter.MustCompile(`(?i)` + enEveryUnit + `\b(?:until|till|through|by)\s+(?:(?:the\s+)?(year|month|quarter)[- ]end|end\s+of\s+(?:the\s+)?(year|month|quarter))\b` + enUnitOf), func(m []string, c *ctx) (Period, bool) {
		return deadlineEnd(m[1], strings.ToLower(m[2]+m[3]), m[4], c)
	}},
	// A deadline at the end of this month or year written without it:
	// 截至月底, 直到年底, 月底前 (unitPartRules read one it names: 下个月底前).
	// 月底 or 年底 without one of these words names no days (年底奖金), nor
	// does one that recurs (每月月底前); 到 alone is too often a verb's
	// (拿到年底奖金) to open one.
	{prefilter.MustCompile(`(每\s*个?\s*[年月]?\s*)?` + cnUntil + `(年|月)\s*年?(?:底|末)` + cnBefore), func(m []string, c *ctx) (Period, bool) {
		if m[1] != "" || !isDeadline(m[2], m[4]) {
			return Period{}, false
		}
		return todayToEnd(c, cnUnits[m[3]]), true
	}},
}

// enEveryUnit and enUnitOf match, around a deadline at a unit's end,
// what keeps it from running from today: the unit it recurs in ("every
// month by the end of the month", "by month end each month"), or the year
// or unit written after it ("the end of the year 2024", "the end of the
// month last year"), which other rules read.
const (
	enEveryUnit = `(\b(?:each|every)\s+(?:week|month|quarter|year),?\s+)?`
	enUnitOf    = `(\s+(?:\d{4}|(?:last|next|each|every)\s+(?:week|month|quarter|year))\b)?`
)

// deadlineEnd is today to the end of unit that "by the end of the unit"
// names, with what enEveryUnit (every) and enUnitOf (of) matched around
// it: none when it recurs or ends another unit, and up to that year's end
// when it names a year still running or to come ("by year-end 2027").
func deadlineEnd(every, unit, of string, c *ctx) (Period, bool) {
	switch y := atoi(of); {
	case of == "":
		return todayToEnd(c, unit), every == ""
	case every == "" && unit == "year" && y >= c.today.Year():
		return spanDays(c.today, yearPeriod(y, c.loc).Range.End), true
	}
	return Period{}, false
}

// cnUnits are the calendar units a Chinese word names.
var cnUnits = map[string]string{"年": "year", "月": "month", "季度": "quarter", "季": "quarter", "周": "week", "星期": "week"}

// todayToEnd is the days from today to the current unit's last day.
func todayToEnd(c *ctx, unit string) Period {
	return spanDays(c.today, calendar(c, unit, 0).Range.End)
}

// cnToEnd is the end a month's or year's start runs to: the 到月底 of
// 从本月初到月底.
const cnToEnd = `(\s*(?:到|至)\s*(?:本|这个?|今|当)?\s*[年月]?\s*年?(?:底|末))?`

// cnPartWord is what makes a start's or an end's 初, 底 or 末 no part of
// a month or year: a numeral after 初 is a lunar day (本月初三), and these
// begin a word of their own (本月初步统计, 今年初中, 本月底薪, 今年底线, 上月末位).
// The whole month or year is read then, as it was with 初 or 底 absent.
const cnPartWord = `([一二三四五六七八九十步次始中级稿版赛审选心薪线层部价数盘座图位班尾端])?`

// cnUntil and cnBefore make an end a deadline: 截至去年年底, 上月底前.
const (
	cnUntil  = `(截至|截止到?|直到)?\s*`
	cnBefore = `(\s*(?:之前|以前|前后|前|为止))?`
)

// isDeadline reports whether the words cnUntil and cnBefore matched make
// an end a deadline: 前后 is around the end (月底前后), no deadline.
func isDeadline(until, before string) bool {
	return until != "" || before != "" && !strings.HasSuffix(before, "前后")
}

// unitPartRules name the start (初) or end (底, 末) of a month or year the
// text names: 本月初 and 上月底 are the month's first and last ten days,
// as 上旬 and 下旬 are; 今年年初 and 去年年底 the year's January and
// December; 从本月初到月底 the whole month. A deadline at the end (截至,
// 前) is the days from today to it when it is still to come (下个月底前,
// 截至今年年底), else the whole month or year it ends (截至2024年底, 上月底前),
// as 本月20号前 is the month up to the 20th. Written alone (月底盘点,
// 年底奖金, 每月月底) they name no days, and 初 before a numeral is a day of
// the lunar calendar (本月初三, 大年初一).
var unitPartRules = []rule{
	{prefilter.MustCompile(cnUntil + `(?:(?:(\d{4})\s*年\s*|(` + cnYearWord + `)\s*)?` + cnMonthRef + `)(初|底|末)` + cnPartWord + cnToEnd + cnBefore), func(m []string, c *ctx) (Period, bool) {
		r, ok := cnMonthOf(m[4], c)
		if !ok || m[6] != "" {
			return Period{}, false
		}
		switch {
		case m[2]+m[3] != "":
			if !r.yearless {
				return Period{}, false // 去年本月底 names its month twice
			}
			r.year, r.yearless = yearOf(m[2], m[3], c), false
		case r.yearless && r.month > c.today.Month():
			r.year-- // the latest begun, as 12月 is
		}
		whole := r.mark(Period{Range: r.days(c), Unit: Month, N: 1})
		switch {
		case m[7] != "" && m[5] == "初":
			return whole, true
		case m[7] != "":
			return Period{}, false
		case m[5] == "初":
			return monthPart(r, "上旬", c), true
		case isDeadline(m[1], m[8]):
			return untilEnd(whole, c), true
		}
		return monthPart(r, "下旬", c), true
	}},
	{prefilter.MustCompile(cnUntil + `(?:(\d{4})\s*年|(` + cnYearWord + `))\s*年?(初|底|末)` + cnPartWord + cnToEnd + cnBefore), func(m []string, c *ctx) (Period, bool) {
		y := yearOf(m[2], m[3], c)
		switch {
		case m[5] != "", m[6] != "" && m[4] != "初":
			return Period{}, false
		case m[6] != "":
			return yearPeriod(y, c.loc), true
		case m[4] == "初":
			return month(y, 1, c)
		case isDeadline(m[1], m[7]):
			return untilEnd(yearPeriod(y, c.loc), c), true
		}
		return month(y, 12, c)
	}},
}

// untilEnd is a deadline at the end of p: the days from today to it when
// it is still to come, else p, all of which came before it.
func untilEnd(p Period, c *ctx) Period {
	if p.Range.End.Before(c.today) {
		return p
	}
	return spanDays(c.today, p.Range.End)
}
