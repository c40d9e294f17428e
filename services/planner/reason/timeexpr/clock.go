package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// Clock is a time of day a text names: "下午2点", "9am", "14:30", "傍晚 6 点".
type Clock struct {
	Hour, Minute int
	// Text is the clock as written, without its period word: "9am",
	// "2点", "14:30".
	Text string
	// Pos and End are its byte offsets in the text, the period word
	// (下午, 傍晚) included.
	Pos, End int
	// Meridiem reports whether the text says which half of the day it is
	// in (am/pm, 下午, a 24-hour hour): "6 o'clock" alone does not.
	Meridiem bool
	// UTC reports whether the text writes the clock in UTC: "00:00 UTC",
	// "14:30 GMT", "09:00Z".
	UTC bool
}

// ClockRange is what Clocks found: the first time of day, and the end of
// the window when the text names one ("下午2点到4点", "from 9am to 11am").
type ClockRange struct {
	Start  Clock
	End    Clock
	HasEnd bool
}

var (
	// cnClockRE is a Chinese time of day: an optional period word, an hour
	// and 点/时, then 半, 一刻, 三刻 or minutes.
	cnClockRE = prefilter.MustCompile(`(凌晨|清晨|早上|早晨|上午|中午|午后|下午|傍晚|晚上|夜里|夜间|今晚|晚)?\s*(\d{1,2}|[零一二两三四五六七八九十]{1,3})\s*[点時时](?:\s*(半|一刻|三刻|(\d{1,2})\s*分?))?`)
	// enClockRE is an English or numeric time of day: 9am, 9:30 p.m.,
	// 14:30, 6 o'clock.
	enClockRE = prefilter.MustCompile(`(?i)\b(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*(?:([ap])\.?\s?m\b\.?|(o'?clock)\b)|\b(\d{1,2}):(\d{2})(?::\d{2})?\b`)
	// bareHourRE is an hour without a marker that opens a window whose end
	// has one: the 9 of "from 9 to 11am", the 2 of "2-4pm".
	bareHourRE = prefilter.MustCompile(`(?i)(\d{1,2})(?::(\d{2}))?\s*(?:到|至|~|～|-|—|–|\bto|\btill|\buntil|\band)\s*$`)
	// clockJoin joins the two ends of a window, with the day the first
	// end is on between them: "7:40 this morning until 9:15", "11pm last
	// night until 2am" (but "9:00 tomorrow and 3pm" are two times), or
	// the next day before the second: 晚上11点到次日凌晨2点.
	clockJoin = prefilter.MustCompile(`(?i)^\s*(?:(?:(?:this|tomorrow|yesterday)(?:\s+(?:morning|afternoon|evening|night))?|today|tonight|last\s+night|in\s+the\s+(?:morning|afternoon|evening)|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s*(?:到|至|~|～|-|—|–|to|till|until)|(?:到|至)\s*(?:次日|第二天|隔天|翌日)|(?:到|至|~|～|-|—|–|to|till|until|and))\s*$`)
)

// utcRE is UTC written right after a clock: "00:00 UTC", "09:00Z".
var utcRE = prefilter.MustCompile(`^(?:\s*(?:UTC|GMT)\b|Z\b)`)

// nextDayRE names the next day between a window's ends: 晚上8点到第二天12点.
var nextDayRE = prefilter.MustCompile(`次日|第二天|隔天|翌日`)

// Clocks finds the times of day of text and reads a window from the first
// two when a range word joins them. A period word or meridiem written once
// applies to both ends ("下午2点到4点" is 14:00–16:00, "9 to 11am"
// 09:00–11:00). A bare number ("at 9") is no time of day, and digits inside
// an identifier or a date are none either.
func Clocks(text string) (ClockRange, bool) {
	cs := findClocks(text)
	if len(cs) == 0 {
		return ClockRange{}, false
	}
	r := ClockRange{Start: cs[0]}
	if len(cs) > 1 && clockJoin.MatchString(text[cs[0].End:cs[1].Pos]) {
		r.End, r.HasEnd = cs[1], true
		if r.End.Hour == 12 && nextDayRE.MatchString(text[cs[0].End:cs[1].Pos]) {
			r.End.Meridiem = true // 晚上8点到第二天12点 ends at noon, not at midnight
		}
		r.Start, r.End = shareMeridiem(r.Start, r.End)
	} else if m := bareHourRE.FindStringSubmatchIndex(text[:cs[0].Pos]); m != nil && cs[0].Meridiem {
		// "from 9 to 11am", "2-4pm": the bare hour opens the window that
		// the marked one closes.
		h, min := atoi(text[m[2]:m[3]]), 0
		if m[4] >= 0 {
			min = atoi(text[m[4]:m[5]])
		}
		if h <= 23 && min <= 59 && !joinedLeft(text, m[2]) {
			start := Clock{Hour: h, Minute: min, Text: text[m[2]:max(m[3], m[5])], Pos: m[2], End: max(m[3], m[5])}
			r.End, r.HasEnd = cs[0], true
			r.Start, r.End = shareMeridiem(start, cs[0])
		}
	}
	return r, true
}

// shareMeridiem moves the afternoon of one end of a window to the other
// end that does not say its own, when the window then runs forward:
// 下午2点到4点, 2 to 4pm, 下午3点到3点40.
func shareMeridiem(a, b Clock) (Clock, Clock) {
	minutes := func(c Clock, plus int) int { return (c.Hour+plus)*60 + c.Minute }
	switch {
	case a.Hour > 12 && !b.Meridiem && b.Hour == 12:
		// 晚上10点到12点 ends at midnight, the next day's 00:00.
		b.Hour = 0
		b.Meridiem = true
	case a.Meridiem && !b.Meridiem && a.Hour < 12 && minutes(b, 0) < minutes(a, 0) && b.Hour < 12 && minutes(b, 12) > minutes(a, 0):
		// 上午11点到1点 ends at 13:00: a window runs forward.
		b.Hour += 12
		b.Meridiem = true
	case a.Meridiem && !b.Meridiem && a.Hour >= 12 && b.Hour < 12 && minutes(b, 12) > minutes(a, 0):
		// 下午3点到3点40 ends at 15:40, not 03:40 the next day.
		b.Hour += 12
		b.Meridiem = true
	case b.Meridiem && !a.Meridiem && b.Hour >= 12 && a.Hour < 12 && minutes(a, 12) <= minutes(b, 0):
		a.Hour += 12
		a.Meridiem = true
	default:
		a.Meridiem = a.Meridiem || b.Meridiem
		b.Meridiem = a.Meridiem
	}
	return a, b
}

// closesWindow reports whether the clock at pos follows one of found
// across a range word (两点到四点): an hour in words there is a time of day
// even without 下午 or minutes.
func closesWindow(text string, found []Clock, pos int) bool {
	return len(found) > 0 && cnRangeJoinRE.MatchString(text[found[len(found)-1].End:pos])
}

// cnRangeJoinRE is the range word between the two ends of a window.
var cnRangeJoinRE = prefilter.MustCompile(`^\s*(?:到|至|~|～|-|—|–)\s*$`)

// findClocks lists every time of day in text, in text order.
func findClocks(text string) []Clock {
	var out []Clock
	for _, m := range cnClockRE.FindAllStringSubmatchIndex(text, -1) {
		h, ok := number(text[m[4]:m[5]])
		if !ok || h > 24 || InIdentifier(text, m[4], m[5]) {
			continue
		}
		if text[m[4]] >= 0x80 && m[2] < 0 && m[6] < 0 && !closesWindow(text, out, m[0]) {
			continue // 一点 alone is "a little", 三点建议 three points: no o'clock
		}
		min := 0
		switch {
		case m[8] >= 0 && countedAfter(text, m[8], m[1]):
			// 8点到12点4号闸口: the 4 numbers the gate, not the minutes.
			m[1] = m[8]
			for m[1] > 0 && text[m[1]-1] == ' ' {
				m[1]--
			}
		case m[8] >= 0:
			min = atoi(text[m[8]:m[9]])
		case m[6] >= 0:
			min = map[string]int{"半": 30, "一刻": 15, "三刻": 45}[text[m[6]:m[7]]]
		}
		period := ""
		if m[2] >= 0 {
			period = text[m[2]:m[3]]
		}
		hour, sure := cnHour(period, h)
		if min > 59 {
			continue
		}
		out = append(out, Clock{Hour: hour, Minute: min, Text: strings.TrimSpace(text[m[4]:m[1]]), Pos: m[0], End: m[1], Meridiem: sure})
	}
	for _, m := range enClockRE.FindAllStringSubmatchIndex(text, -1) {
		if overlapsClock(out, m[0], m[1]) {
			continue
		}
		var h, min int
		sure := true
		switch {
		case m[2] >= 0:
			h = atoi(text[m[2]:m[3]])
			if m[4] >= 0 {
				min = atoi(text[m[4]:m[5]])
			}
			if m[6] >= 0 {
				if h < 1 || h > 12 {
					continue
				}
				h %= 12
				if strings.EqualFold(text[m[6]:m[7]], "p") {
					h += 12
				}
			} else {
				sure = h > 12
			}
		default:
			if joinedLeft(text, m[0]) && !(text[m[0]-1] == '-' && endsClock(out, m[0]-1)) {
				continue
			}
			h, min = atoi(text[m[10]:m[11]]), atoi(text[m[12]:m[13]])
			// 14:30 and 09:00 are written on a 24-hour clock.
		}
		if h > 23 || min > 59 {
			continue
		}
		written := strings.TrimSpace(text[m[0]:m[1]])
		if strings.Count(written, ".") == 1 {
			written = strings.TrimSuffix(written, ".") // the sentence's full stop
		}
		end, utc := m[1], false
		if z := utcRE.FindStringIndex(text[m[1]:]); z != nil {
			end, utc = m[1]+z[1], true
		}
		out = append(out, Clock{Hour: h, Minute: min, Text: written, Pos: m[0], End: end, Meridiem: sure, UTC: utc})
	}
	out = append(out, noons(text, out)...)
	if w := dayWindow(text, out); w != nil {
		out = append(out, w...)
	} else {
		out = append(out, partWindow(text, out)...)
	}
	sortClocks(out)
	return out
}

var (
	// noonRE is noon written without its hour: "noon", "12 noon",
	// "midday", 中午 or 正午 with no hour after it (中午12点 is a clock
	// of its own) and no meal or rest (中午饭, 中午休息) or 的 after it.
	noonRE = prefilter.MustCompile(`(?i)\b(?:12\s*)?(?:noon|midday)\b|(?:中午|正午)(?:[^\d零一二两三四五六七八九十饭餐休的]|$)`)
)

// noons lists the noons text names as the time of day 12:00.
func noons(text string, found []Clock) []Clock {
	var out []Clock
	for _, m := range noonRE.FindAllStringIndex(text, -1) {
		end := m[1]
		if text[m[0]] >= 0x80 {
			end = m[0] + len("中午")
		}
		if overlapsClock(found, m[0], end) {
			continue
		}
		out = append(out, Clock{Hour: 12, Text: strings.TrimSpace(text[m[0]:end]), Pos: m[0], End: end, Meridiem: true})
	}
	return out
}

var (
	// dayWindowRE is a window of two bare hours written just after a day:
	// "Monday 10 to 12", "tomorrow 2-4", "周一10到12".
	dayWindowRE = prefilter.MustCompile(`(?i)(?:\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\btoday|\btomorrow|\btonight|[周星期礼拜][一二三四五六日天]|今天|明天|后天)\s*(?:from\s+)?(\d{1,2})\s*(?:到|至|~|～|-|—|–|\bto\b|\btill\b|\buntil\b)\s*(\d{1,2})\b`)
	// dayWindowAfterRE is a window of two bare hours that "from" or
	// "between" opens, with its day just after: "from 10 to 12 that day",
	// "between 2 and 4 on Friday".
	dayWindowAfterRE = prefilter.MustCompile(`(?i)\b(?:from|between)\s+(\d{1,2})\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\band\b)\s*(\d{1,2})\s+(?:on\s+)?(?:(?:that|the\s+same)\s+day|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)
	// countedAfterRE is a noun that makes two numbers a count: 10 to 12
	// people.
	countedAfterRE = prefilter.MustCompile(`(?i)^\s*(?:[a-z]*(?:people|persons|students|guests|seats|rooms|pax|of)\b|人|个|位|间|名|张)`)
)

// dayWindow reads the window of two bare hours a day word opens, where no
// marked clock stands: "next Monday 10 to 12" is 10:00–12:00. Hours before
// 8 are the afternoon's, as a working day's window means them ("tomorrow
// 2-4"), and tonight's are the evening's; a later hour than the end, or a
// count after them, is no window.
func dayWindow(text string, found []Clock) []Clock {
	m := dayWindowRE.FindStringSubmatchIndex(text)
	if m == nil {
		m = dayWindowAfterRE.FindStringSubmatchIndex(text)
	}
	if m == nil || overlapsClock(found, m[2], m[5]) || countedAfterRE.MatchString(text[m[5]:]) || changesValue(text[:m[2]]) {
		return nil
	}
	a, b := atoi(text[m[2]:m[3]]), atoi(text[m[4]:m[5]])
	last := 23
	switch tonight := strings.Contains(strings.ToLower(text[m[0]:m[2]]), "tonight"); {
	case tonight && b == 12:
		a, b, last = a+12, 24, 24 // "tonight 10 to 12" ends at midnight
	case b < 8 || tonight && b < 12:
		a, b = a+12, b+12
	}
	if a < 1 || a >= b || b > last {
		return nil
	}
	return []Clock{
		{Hour: a, Text: text[m[2]:m[3]], Pos: m[2], End: m[3]},
		{Hour: b % 24, Text: text[m[4]:m[5]], Pos: m[4], End: m[5]},
	}
}

// changeVerbRE is a verb that changes a value, in the clause that ends
// with the "from" before two bare numbers: "increase the replicas from 2
// to 4", "change the limit tomorrow from 2 to 4" name the old and new
// values, no window of hours. "change the booking to tomorrow 2-4" names
// one, as a window with a clock cue (4pm, 4:00, 4点) does. It matches the
// determiner before the verb (1) and what stands between the verb and
// "from" (2): see changesValue.
var changeVerbRE = prefilter.MustCompile(`(?i)(?:\b(the|an?|this|that|these|those|its|their|our|your|my|his|her)\s+)?\b(?:(?:increas|decreas|rais|reduc|chang|scal|resiz|upgrad|downgrad)(?:e[sd]?|ing)|(?:lower|bump|adjust|grow|shrink|boost|expand)(?:s|ed|ing)?)\b([^.;!?,，。；！？]*)\bfrom\s*$`)

// changesValue reports whether before, the text before two bare numbers,
// ends with a clause that changes a value from the first (changeVerbRE).
// After a determiner the word is a noun or a participle: "the increase
// from 2 to 4" is a change still, but "the increased traffic this
// afternoon from 2 to 4" and "a change tomorrow from 2 to 4" qualify the
// noun they come before and leave the window to the clock.
func changesValue(before string) bool {
	for {
		m := changeVerbRE.FindStringSubmatchIndex(before)
		switch {
		case m == nil:
			return false
		case m[2] < 0 || strings.TrimSpace(before[m[4]:m[5]]) == "":
			return true
		}
		before = before[m[4]:] // a later verb may still change a value
	}
}

// cnHour turns an hour and its period word into a 24-hour hour, and says
// whether the half of the day is known.
func cnHour(period string, h int) (int, bool) {
	switch period {
	case "下午", "傍晚", "晚上", "夜里", "夜间", "今晚", "晚", "午后":
		if h < 12 {
			h += 12
		}
		return h, true
	case "中午":
		if h < 6 {
			h += 12 // 中午1点 is 13:00
		}
		return h, true
	case "凌晨", "清晨", "早上", "早晨", "上午":
		if h == 12 {
			h = 0
		}
		return h, true
	}
	if h == 24 {
		h = 0
	}
	return h, h > 12 || h == 0
}

// joinedLeft reports whether the numeral at i continues a code or a date
// before it (SHP-14:30, 2025-03-11): a window's dash after it is fine.
func joinedLeft(text string, i int) bool {
	if i == 0 {
		return false
	}
	c := text[i-1]
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || strings.IndexByte("-_/.:", c) >= 0
}

// endsClock reports whether a clock of cs ends at i.
func endsClock(cs []Clock, i int) bool {
	for _, c := range cs {
		if c.End == i {
			return true
		}
	}
	return false
}

func overlapsClock(cs []Clock, a, b int) bool {
	for _, c := range cs {
		if a < c.End && b > c.Pos {
			return true
		}
	}
	return false
}

func sortClocks(cs []Clock) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Pos < cs[j-1].Pos; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}
