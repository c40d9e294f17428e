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
// alone names its day only after on: "Christmas sales" is a season. A year
// named beside it ("last Halloween", "Christmas Day last year", 去年圣诞节)
// fixes which one.
var holidayRules = []rule{
	{prefilter.MustCompile(`(?i)\b(?:(last|next|this) )?(new year[’']?s (?:day|eve)|valentine[’']?s day|singles[’']? day|christmas (?:day|eve)|halloween)(?:,? (last|next|this) year)?\b|\bon (christmas(?: day| eve)?)(?:,? (last|next|this) year)?\b|(` + cnYearWord + `)?(元旦|情人节|儿童节|万圣节|双十一|双11|平安夜|圣诞节)`), func(m []string, c *ctx) (Period, bool) {
		name := strings.ToLower(m[2] + m[4] + m[7])
		name = strings.NewReplacer("'", "", "’", "").Replace(name)
		md, ok := holidays[name]
		if !ok {
			return Period{}, false
		}
		return holidayDay(md, strings.ToLower(m[1]), strings.ToLower(m[3]+m[5]), m[6], c)
	}},
	// 国庆, 国庆期间, 今年国庆: the National Day week, 1 to 7 October, a
	// holiday of fixed days. 国庆节 names the week too: the day alone is
	// written 10月1日. After a surname 国庆 is a given name (张国庆,
	// 王国庆的工资单) unless a word of the holiday follows it.
	{prefilter.MustCompile(`(` + cnYearWord + `)?([` + hanSurnames + `])?国庆(节|假|长假|期间|黄金周)?`), func(m []string, c *ctx) (Period, bool) {
		if m[2] != "" && m[3] == "" {
			return Period{}, false
		}
		return holidayWeek(m[1], c)
	}},
}

// hanSurnames are the commonest Chinese surnames, of one character, which
// make the word after them a given name; 周 is left out, more often a
// week's word here.
const hanSurnames = "王李张刘陈杨黄赵吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范金廖贾夏韦方白邹孟熊秦邱江尹薛闫雷侯龙陶黎贺顾毛郝龚邵钱严覃戴莫孔汤"

// holidayWeek is the National Day week of the year a Chinese year word
// names, or of this year read like a day without its year when none is.
func holidayWeek(cnYear string, c *ctx) (Period, bool) {
	y := c.today.Year() + yearOffset(cnYear)
	first, ok := date(y, 10, 1, c)
	if !ok {
		return Period{}, false
	}
	p := spanDays(first.Range.Start, addDays(first.Range.Start, 6))
	if cnYear != "" {
		return p, true
	}
	return yearless(p, true)
}

// holidayDay returns the day md of the year a holiday's words name: the
// last or next one before or after today (before), the year before, after
// or of today (after "last year", "next year", "this year", or a Chinese
// year word), or this year's read like a day without its year when no
// year is named.
func holidayDay(md [2]int, before, after, cnYear string, c *ctx) (Period, bool) {
	y := c.today.Year()
	switch {
	case cnYear != "":
		return date(y+yearOffset(cnYear), md[0], md[1], c)
	case after != "":
		return date(y+map[string]int{"last": -1, "next": 1}[after], md[0], md[1], c)
	case before == "this":
		return date(y, md[0], md[1], c)
	case before != "":
		// ahead compares the holiday's day with today's within the year.
		ahead := md[0]*100 + md[1] - (int(c.today.Month())*100 + c.today.Day())
		if before == "last" && ahead >= 0 {
			y--
		}
		if before == "next" && ahead <= 0 {
			y++
		}
		return date(y, md[0], md[1], c)
	}
	return yearless(date(y, md[0], md[1], c))
}
