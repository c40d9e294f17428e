package timeexpr

import (
	"strconv"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// clockLeadRE is what may stand between a weekday and its time of day:
// "Friday at 9am", "Friday from 9:00", "周五的下午3点", "周五，".
var clockLeadRE = prefilter.MustCompile(`(?i)^(?:\s*(?:at|from|around|by)\b)?[\s,，的]*`)

// clockFollows reports whether a time of day starts text at end, past a
// connecting word.
func clockFollows(text string, end int) bool {
	if end > len(text) {
		return false
	}
	rest := text[end:]
	lead := clockLeadRE.FindString(rest)
	cs := findClocks(rest)
	return len(cs) > 0 && cs[0].Pos == len(lead)
}

// mergeRanges joins "X 到 Y" / "from X to Y" / "between X and Y" into one
// period, and "X and Y" / X和Y when Y starts the day after X ends and the
// text does not compare them (compared).
func mergeRanges(text string, ps []Period, compared bool) []Period {
	var out []Period
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		if merged, end, ok := weekdayEnd(text, p); ok {
			for i+1 < len(ps) && ps[i+1].Pos < end {
				i++ // the bare weekday the rules read on their own
			}
			out = append(out, merged)
			continue
		}
		if i+1 < len(ps) {
			q := ps[i+1]
			if p.Unit == Day && q.Unit == Day && yearRE.MatchString(p.Text) && !writtenYearRE.MatchString(q.Text) {
				// 2023 April 4th to April 8th: the end is in the start's year.
				q.Range = spanDays(q.Range.Start.AddDate(p.Range.Start.Year()-q.Range.Start.Year(), 0, 0), q.Range.End.AddDate(p.Range.Start.Year()-q.Range.End.Year(), 0, 0)).Range
			}
			if q.Latest && q.Unit == Day && q.Range.End.Before(p.Range.Start) && days(q.Range.End, p.Range.Start) < 7 {
				// "from tomorrow 9am to Sunday evening": a weekday named
				// alone ending a run is the first such day after its start.
				for q.Range.End.Before(p.Range.Start) {
					q.Range = task.Range{Start: addDays(q.Range.Start, 7), End: addDays(q.Range.End, 7)}
				}
			}
			reversed := false
			if q.Yearless && q.Range.End.Before(p.Range.Start) {
				// "from early March to late April" in March: the end is the
				// first April after the start, not the latest begun.
				// Days of one year written last first ("21 June to 19
				// June") run between them: a run of most of a year is no
				// reading of two days without their year. Moved from one
				// day to an earlier one, the days stay apart (moveDestination).
				if p.Yearless && p.Unit == Day && q.Unit == Day && days(p.Range.Start, yearOn(q).End) >= 300 && !moveVerbRE.MatchString(text[:p.Pos]) {
					reversed = true
				} else {
					q.Range = yearOn(q)
				}
			}
			between := text[p.Pos+len(p.Text) : q.Pos]
			if p.Unit == Day && !moveVerbRE.MatchString(text[:p.Pos]) {
				// A time of day after the first day is the run's start;
				// moved from one day and time to another, the first is
				// where a thing was, not a run's start (moveDestination).
				between = afterClock(between)
			}
			if p.Unit == Day && q.Unit == Day {
				between = beforeClock(between)
			}
			if reversed && joinRE.MatchString(between) && !andRE.MatchString(between) {
				merged := spanDays(q.Range.Start, p.Range.End)
				merged.Text, merged.Pos = text[p.Pos:q.Pos+len(q.Text)], p.Pos
				out = append(out, merged)
				i++
				continue
			}
			if joinRE.MatchString(between) && !q.Range.End.Before(p.Range.Start) && (!andRE.MatchString(between) || betweenRE.MatchString(text[:p.Pos]) || bothOf(p, q, compared)) {
				merged := spanDays(p.Range.Start, q.Range.End)
				if p.Unit == q.Unit && p.Unit != Day {
					merged.Unit = p.Unit
					merged.N = countUnits(p, q)
				}
				merged.Latest = p.Latest && q.Latest
				// A run between two days or months without their year
				// has none either: a question ahead moves it whole.
				merged.Yearless = p.Yearless && q.Yearless
				merged.Text = text[p.Pos : q.Pos+len(q.Text)]
				merged.Pos = p.Pos
				out = append(out, merged)
				i++
				continue
			}
		}
		if merged, end, ok := monthDayEnd(text, p); ok {
			for i+1 < len(ps) && ps[i+1].Pos < end {
				i++
			}
			out = append(out, merged)
			continue
		}
		out = append(out, p)
	}
	return out
}

// afterClock returns between, the text from a day to the next period,
// without the time of day that opens it: "Friday 10am to Sunday 6pm" and
// 明天上午9点到后天晚上8点 run from the first day to the second as "Friday
// to Sunday" does.
func afterClock(between string) string {
	rest := strings.TrimLeft(between, " \t")
	rest = strings.TrimPrefix(rest, "at ")
	for _, re := range []*prefilter.Regexp{cnClockRE, enClockRE} {
		if loc := re.FindStringIndex(rest); loc != nil && loc[0] == 0 && loc[1] > 0 {
			return rest[loc[1]:]
		}
	}
	return between
}

// beforeClock returns between without the time of day that closes it:
// "from 10pm Saturday to 4am Sunday" runs from Saturday to Sunday as
// "Saturday 10pm to Sunday 4am" does.
func beforeClock(between string) string {
	rest := strings.TrimRight(between, " \t")
	rest = strings.TrimSuffix(rest, " on")
	for _, re := range []*prefilter.Regexp{cnClockRE, enClockRE} {
		for _, loc := range re.FindAllStringIndex(rest, -1) {
			if loc[1] == len(rest) && loc[0] > 0 {
				return rest[:loc[0]]
			}
		}
	}
	return between
}

// bothOf reports whether "p and q" names the days of both as one run: q
// starts the day after p ends ("last month and this month", 昨天和今天),
// and the text does not compare them. Days apart (周一和周三, 1月和3月)
// stay two periods: one run would take in the days between.
func bothOf(p, q Period, compared bool) bool {
	return !compared && addDays(p.Range.End, 1).Equal(q.Range.Start)
}

// weekdayEnd reads "<day> 到 周四" / "<day> to Thursday": a range from the
// day p to the named weekday of p's week (or of the week after, when that
// weekday comes earlier). It returns the merged period and where its text
// ends. A run from a weekday named alone is named alone too (Latest): the
// latest begun for a look-up, the coming one for a move or write.
func weekdayEnd(text string, p Period) (Period, int, bool) {
	if p.Unit != Day || p.N != 1 {
		return Period{}, 0, false
	}
	after := p.Pos + len(p.Text)
	m := weekdayEndRE.FindStringSubmatchIndex(text[after:])
	if m == nil {
		return Period{}, 0, false
	}
	wd := 0
	if m[2] >= 0 {
		wd = cnWeekday(text[after+m[2] : after+m[3]])
	} else {
		name := text[after+m[4] : after+m[5]]
		if next := text[after+m[5]:]; len(name) < 6 && next != "" && next[0] == '-' {
			return Period{}, 0, false // a short weekday joined on is a word: "sun-dried"
		}
		if nameWordRE.MatchString(name) && (strings.ToUpper(name) == name && strings.ToUpper(p.Text) != p.Text || nameAfter(text[after+m[5]:])) {
			// Sun, Sat or Wed written as a name or a short word
			// ("Friday to Sun Media", "next Monday until SAT").
			return Period{}, 0, false
		}
		wd = (enWeekday(name)+6)%7 + 1
	}
	end := addDays(monday(p.Range.Start), wd-1)
	if end.Before(p.Range.Start) {
		end = addDays(end, 7)
	}
	merged := spanDays(p.Range.Start, end)
	merged.Latest = p.Latest
	merged.Text, merged.Pos = text[p.Pos:after+m[1]], p.Pos
	return merged, after + m[1], true
}

var (
	// nameWordRE is a short weekday that is also a word: Sun, Sat, Wed.
	nameWordRE = prefilter.MustCompile(`(?i)^(?:sun|sat|wed)$`)
	// capWordRE is a capitalized word next: " Media".
	capWordRE = prefilter.MustCompile(`^\s+(\p{Lu}\pL*)`)
	// monthWordRE is a month's name alone.
	monthWordRE = prefilter.MustCompile(`(?i)^(?:` + monthEn + `)$`)
)

// nameAfter reports whether rest opens with a capitalized word other than
// a month's name, which makes a short word before it part of a name: "Sun
// Media", not "Sun Mar 23".
func nameAfter(rest string) bool {
	m := capWordRE.FindStringSubmatch(rest)
	return m != nil && !monthWordRE.MatchString(m[1])
}

// monthDayEndRE is a range's end named by its day of the month alone
// ("4月27号到28号", "May 6 to 8"): 号 or 日 after it in Chinese; in
// English no clock time after it ("May 6 from 3 to 5pm" is no range of
// days).
var monthDayEndRE = prefilter.MustCompile(`^\s*(?:到|至|~|～|-|—|–|(?i:to|through|thru|till|until))\s*(?:(\d{1,2})\s*[号日]|(\d{1,2})(?i:st|nd|rd|th)?\b(?:[^:\d\p{Han}]|$))`)

// dayOfMonthRE is a day written with its day of the month last: 4月27号,
// April 27, 27th.
var dayOfMonthRE = prefilter.MustCompile(`(?i)\d{1,2}\s*[号日]$|[a-z]\.?\s*\d{1,2}(?:st|nd|rd|th)?$`)

// clockAfterRE is a clock time right after a number: 8 pm, 8:30, 8点.
var clockAfterRE = prefilter.MustCompile(`(?i)^\s*(?:[ap]\.?m\b|[:点时]|o'clock)`)

// monthDayEnd reads "<day> 到 28号" / "<day> to 28": a range from the day
// p to that day of p's month (of the month after, when it comes earlier).
// It returns the merged period and where its text ends.
func monthDayEnd(text string, p Period) (Period, int, bool) {
	if p.Unit != Day || p.N != 1 || !dayOfMonthRE.MatchString(p.Text) {
		return Period{}, 0, false
	}
	after := p.Pos + len(p.Text)
	m := monthDayEndRE.FindStringSubmatchIndex(text[after:])
	if m == nil {
		return Period{}, 0, false
	}
	a, b := m[2], m[3]
	if a >= 0 && numberedPlace(text, after+m[1]) {
		return Period{}, 0, false // 3月12号到15号楼: building 15, no day
	}
	if a < 0 {
		if hasHan(p.Text) {
			return Period{}, 0, false // 4月27号 ends in 号: "到28" alone may count something else
		}
		a, b = m[4], m[5]
		if clockAfterRE.MatchString(text[after+b:]) || countsAfter(text[after+b:]) {
			return Period{}, 0, false
		}
	}
	d, err := strconv.Atoi(text[after+a : after+b])
	start := p.Range.Start
	if err != nil || d < 1 || d > 31 {
		return Period{}, 0, false
	}
	end := time.Date(start.Year(), start.Month(), d, 0, 0, 0, 0, start.Location())
	if end.Before(start) {
		end = end.AddDate(0, 1, 0)
	}
	if end.Day() != d || end.Equal(start) {
		return Period{}, 0, false // no 31st in that month
	}
	stop := after + b
	if m[2] >= 0 {
		stop = after + m[1]
	}
	merged := spanDays(start, end)
	merged.Text, merged.Pos = text[p.Pos:stop], p.Pos
	return merged, stop, true
}
