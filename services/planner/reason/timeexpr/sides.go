package timeexpr

// Periods bounded on one side by a day the text names — before it
// (20号前, "before March 20", the 7 days before it), after it ("orders
// after March 5", 3月5日以后), or for a length from it ("for 3 nights
// starting March 12") — and the lengths a text states.

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// beforeDayRE is 前, 之前 or 以前 right after a day: 20号前, 4月15日之前.
var beforeDayRE = prefilter.MustCompile(`^\s*(?:之前|以前|前)`)

// daysCountRE is a count of days right after 前: the 三天 of 3月20日前三天.
var daysCountRE = prefilter.MustCompile(`^\s*(\d{1,3}|[一二两三四五六七八九十]{1,3})\s*个?\s*[天日]`)

// beforeWordRE is "before" right before a day: "before March 20";
// daysBeforeRE is a count of days before it: "the 7 days before March
// 10", "the day before March 5".
var (
	beforeWordRE = prefilter.MustCompile(`(?i)\bbefore\s+(?:the\s+)?$`)
	daysBeforeRE = prefilter.MustCompile(`(?i)\b(?:the\s+)?(?:(\d{1,3}|[a-z]+)\s+days?|day)\s+(?:before|prior\s+to)\s+(?:the\s+)?$`)
)

// notBeforeRE is a negation in the clause that ends with "before" right
// before a day: "no cut-off before December 3", "not before March 20",
// "don't ship it before the 5th" name the earliest day something may
// happen, which is that day, not the days before it.
var notBeforeRE = prefilter.MustCompile(`(?i)\b(?:no|not|never|don'?t|doesn'?t|won'?t|can'?t|cannot|mustn'?t|shouldn'?t)\b[^,.;:!?]*\bbefore\s+(?:the\s+)?$`)

// beforeDays reads "<day of a month> 前" as the days of that month up to
// it: 本月20号前到期 asks for what falls due from the 1st to the 20th; in
// English "before March 20" is the days of March before the 20th. A count
// of days before a day (3月20日前三天, "the 3 days before March 20") is
// those days, the day itself left out.
func beforeDays(text string, ps []Period) []Period {
	for i := 0; i < len(ps); i++ {
		p := &ps[i]
		if p.Unit != Day || p.N != 1 || !dayOfMonthRE.MatchString(p.Text) {
			continue
		}
		after := p.Pos + len(p.Text)
		day := p.Range.Start
		if !hasHan(p.Text) {
			before := text[:p.Pos]
			if m := daysBeforeRE.FindStringSubmatchIndex(before); m != nil {
				n, ok := 1, true // "the day before March 5"
				if m[2] >= 0 {
					n, ok = englishNumber(before[m[2]:m[3]])
				}
				if ok && n > 0 && n <= 366 {
					q := spanDays(addDays(day, -n), addDays(day, -1))
					q.Text, q.Pos = text[m[0]:after], m[0]
					*p = q
				}
			} else if beforeWordRE.MatchString(before) && day.Day() > 1 && !notBeforeRE.MatchString(before) {
				q := spanDays(time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, day.Location()), addDays(day, -1))
				q.Text, q.Pos = text[p.Pos:after], p.Pos
				*p = q
			}
			continue
		}
		m := beforeDayRE.FindStringIndex(text[after:])
		if m == nil {
			continue
		}
		rest := text[after+m[1]:]
		if c := daysCountRE.FindStringSubmatchIndex(rest); c != nil {
			if n, ok := number(rest[c[2]:c[3]]); ok && n > 0 && n <= 366 {
				end := after + m[1] + c[1]
				q := spanDays(addDays(day, -n), addDays(day, -1))
				q.Text, q.Pos = text[p.Pos:end], p.Pos
				*p = q
				// 前三天 read alone counts back from today: it is this count.
				for i+1 < len(ps) && ps[i+1].Pos < end {
					ps = slices.Delete(ps, i+1, i+2)
				}
			}
			continue
		}
		if next, _ := utf8.DecodeRuneInString(rest); unicode.IsDigit(next) || strings.ContainsRune("零一二两三四五六七八九十几半个", next) {
			continue
		}
		end := p.Range.Start
		start := time.Date(end.Year(), end.Month(), 1, 0, 0, 0, 0, end.Location())
		q := spanDays(start, end)
		q.Text, q.Pos = text[p.Pos:after+m[1]], p.Pos
		*p = q
	}
	return ps
}

// afterWordRE is "after" right before a period: "orders after March 5";
// spanAfterRE is a length of time before it ("a week after March 1"),
// which counts from the period rather than opens it; countAfterRE is a
// count right after 以后 or 之后 (3月5日之后三天), which does the same.
var (
	afterWordRE  = prefilter.MustCompile(`(?i)\bafter\s+(?:the\s+)?$`)
	spanAfterRE  = prefilter.MustCompile(`(?i)\b(?:days?|weeks?|months?|years?|hours?)\s+after\s+(?:the\s+)?$`)
	countAfterRE = prefilter.MustCompile(`^(?:\s|的)*(?:以后|之后)\s*(?:\d|[一二两三四五六七八九十几半个])`)
)

// openToToday reads "since X" / "X 以来" / "X 以后" / "从 X 起" / "X 至今": the
// period from X's start up to today; "after X" the same for a day, and
// from the day after X for a longer period. A period still running keeps its unit and is
// marked partial (今年以来 is the year to date, and 去年同期 of it the same
// days a year earlier); one already over becomes a span of days.
func openToToday(text string, ps []Period, c *ctx) []Period {
	for i := range ps {
		p := &ps[i]
		before, after := text[:p.Pos], text[p.Pos+len(p.Text):]
		if spanAfterRE.MatchString(before) || countAfterRE.MatchString(after) {
			continue
		}
		if afterWordRE.MatchString(before) {
			// A day after "after" is the start bound a filter takes
			// ("filed after January 1" starts on January 1); a longer
			// period is over before the days after it start.
			start := p.Range.Start
			if p.Unit != Day || p.N != 1 {
				start = addDays(p.Range.End, 1)
			}
			if !start.After(c.today) {
				text, pos := p.Text, p.Pos
				*p = spanDays(start, c.today)
				p.Text, p.Pos = text, pos
			}
			continue
		}
		opened := sinceBeforeRE.MatchString(before) || sinceAfterRE.MatchString(after) ||
			len(p.Text) > 5 && strings.EqualFold(p.Text[:5], "since")
		if !opened || p.Range.End.Equal(c.today) && p.Partial {
			continue
		}
		startsOn := p.Latest && p.Unit == Day && (startingRE.MatchString(before) || startingAfterRE.MatchString(after)) && !pastRE.MatchString(text)
		if p.Range.Start.After(c.today) {
			// "3 days of leave starting March 12", 请3天假，从3月12日开始:
			// a day still to come starts the length the text states.
			if n, nights, ok := lengthAhead(text); ok && p.Unit == Day && p.N == 1 {
				text, pos := p.Text, p.Pos
				end := addDays(p.Range.Start, n-1)
				if nights {
					end = addDays(p.Range.Start, n)
				}
				*p = spanDays(p.Range.Start, end)
				p.Text, p.Pos = text, pos
			}
			continue
		}
		if n, nights, ok := statedLength(text); ok && !sinceWordRE.MatchString(before) {
			// "for 3 nights starting from 1st June": the period runs for
			// its stated length, not up to today; a stay of n nights
			// ends on the morning of the n-th day after.
			text, pos := p.Text, p.Pos
			end := addDays(p.Range.Start, n-1)
			if nights {
				end = addDays(p.Range.Start, n)
			}
			*p = spanDays(p.Range.Start, end)
			p.Text, p.Pos = text, pos
			continue
		}
		if p.Range.End.Before(c.today) {
			text, pos := p.Text, p.Pos
			*p = spanDays(p.Range.Start, c.today)
			p.Text, p.Pos, p.StartsOn = text, pos, startsOn
			continue
		}
		p.Range.End, p.Partial = c.today, true
	}
	return ps
}

// startingRE and startingAfterRE say something starts on a period:
// "starting Saturday", "beginning on Monday", 从周六开始, 周六起.
var (
	startingRE      = prefilter.MustCompile(`(?i)\b(?:starting|beginning)(?:\s+(?:on|from))?\s*$`)
	startingAfterRE = prefilter.MustCompile(`^(?:\s|的)*(?:开始|起)`)
)

// lengthRE is a length of time a goal states for what it asks: "for 3
// nights", "for five days".
var lengthRE = prefilter.MustCompile(`(?i)\bfor\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(nights?|days?)\b`)

// sinceWordRE is "since" at the end of the words before a period, which
// always runs up to today.
var sinceWordRE = prefilter.MustCompile(`(?i)\bsince\s*$`)

// statedLength is the length the text states in nights or days.
func statedLength(text string) (int, bool, bool) {
	m := lengthRE.FindStringSubmatch(text)
	if m == nil {
		return 0, false, false
	}
	words := map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
	n, ok := words[strings.ToLower(m[1])]
	if !ok {
		n, _ = strconv.Atoi(m[1])
	}
	return n, strings.HasPrefix(strings.ToLower(m[2]), "night"), n > 0
}

// aheadLengthRE is a length of days or nights written anywhere: "3 days
// of leave", "a 5-day course", "3天", "两晚". A length before 前, 后 or 内
// places or bounds a time instead; one of a thing counted out (一张3天的卡)
// is the thing's, not the days asked about.
var aheadLengthRE = prefilter.MustCompile(`(?i)\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+|-)(nights?|days?)\b|([张份套件枚]\s*)?(\d{1,3}|[一二两三四五六七八九十]{1,3})\s*个?\s*(天|晚|夜)(的)?(?:[^前后内以]|$)`)

// lengthAhead is the length in days or nights the text states for a
// period starting on a day still to come.
func lengthAhead(text string) (int, bool, bool) {
	if n, nights, ok := statedLength(text); ok {
		return n, nights, ok
	}
	m := aheadLengthRE.FindStringSubmatch(text)
	if m == nil {
		return 0, false, false
	}
	if m[1] != "" {
		n, ok := englishNumber(strings.ToLower(m[1]))
		return n, strings.HasPrefix(strings.ToLower(m[2]), "night"), ok && n > 0 && n <= 366
	}
	n, ok := number(m[4])
	return n, m[5] != "天", ok && n > 0 && n <= 366 && (m[3] == "" || m[6] == "")
}

func countUnits(p, q Period) int {
	switch p.Unit {
	case Week:
		return days(p.Range.Start, q.Range.Start)/7 + 1
	case Month, Quarter, Year:
		ms := (q.Range.Start.Year()-p.Range.Start.Year())*12 + int(q.Range.Start.Month()-p.Range.Start.Month())
		return ms/monthsOf(p.Unit) + 1
	}
	return 1
}

// recordCodeRE is a record's code: capitals then four digits or more,
// TGHU2290418, INV-20931.
var recordCodeRE = prefilter.MustCompile(`\b[A-Z]{2,}[A-Z0-9]*[-_]?\d{4,}`)

// applyToDate handles "截至目前"/"so far": it cuts the period it follows at
// today, or, alone, stands for the year to date. Alone in a text that
// names a record by its code, it is that record's running total ("the
// storage bill on TGHU2290418 so far"), no period.
func applyToDate(text string, ps []Period, c *ctx) []Period {
	var loc []int
	for _, l := range toDateRE.FindAllStringIndex(text, -1) {
		// A period's own words are not the phrase: the 至今 of 截至今年年底.
		if !slices.ContainsFunc(ps, func(p Period) bool { return p.Pos <= l[0] && l[1] <= p.Pos+len(p.Text) }) {
			loc = l
			break
		}
	}
	if loc == nil {
		return ps
	}
	if len(ps) == 0 && recordCodeRE.MatchString(text) {
		return ps
	}
	if len(ps) == 0 {
		p := yearPeriod(c.today.Year(), c.loc)
		p.Range.End, p.Partial = c.today, true
		p.Text, p.Pos = text[loc[0]:loc[1]], loc[0]
		return []Period{p}
	}
	// The period nearest before the phrase, else the first one.
	k := 0
	for i, p := range ps {
		if p.Pos < loc[0] {
			k = i
		}
	}
	p := &ps[k]
	if p.Range.Start.After(c.today) {
		return ps
	}
	if p.Range.End.After(c.today) {
		p.Range.End, p.Partial = c.today, true
	}
	return ps
}

// number parses Arabic or Chinese numerals (一 … 九十九, 两, 百).
func number(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	digit := map[rune]int{'零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	total, cur := 0, 0
	for _, r := range s {
		switch {
		case r == '十':
			if cur == 0 {
				cur = 1
			}
			total += cur * 10
			cur = 0
		case r == '百':
			if cur == 0 {
				cur = 1
			}
			total += cur * 100
			cur = 0
		default:
			d, ok := digit[r]
			if !ok {
				return 0, false
			}
			cur = d
		}
	}
	n := total + cur
	return n, n > 0
}

// englishNumber parses digits or small English number words.
func englishNumber(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	words := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}
	s = strings.ToLower(s)
	for i, w := range words {
		if s == w {
			return i, i > 0
		}
	}
	switch s {
	case "thirty":
		return 30, true
	case "sixty":
		return 60, true
	case "ninety":
		return 90, true
	}
	return 0, false
}
