package timeexpr

import (
	"time"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// Unit is the granularity of a period.
type Unit int

// Period granularities.
const (
	Day Unit = iota + 1
	Week
	Month
	Quarter
	Year
)

// String names the unit.
func (u Unit) String() string {
	switch u {
	case Day:
		return "day"
	case Week:
		return "week"
	case Month:
		return "month"
	case Quarter:
		return "quarter"
	case Year:
		return "year"
	}
	return "unknown"
}

// Period is one resolved time expression.
type Period struct {
	// Range is the inclusive span of days.
	Range task.Range
	// Unit and N say what the span is made of: N whole units (N days for a
	// rolling "最近7天"). A period clipped by "截至目前" keeps its unit and
	// has Partial set.
	Unit    Unit
	N       int
	Partial bool
	// Latest marks a weekday or weekend named alone (周五, 周末): the
	// latest one begun, as a look-up means it. Upcoming gives the one an
	// action to come means.
	Latest bool
	// Yearless marks a day or a month written without its year: the one
	// this year or the latest begun, which Upcoming moves a year on when
	// it is over and the next one is nearer.
	Yearless bool
	// StartsOn marks a weekday named alone that the text starts something
	// on ("starting Saturday", 从周六开始), read as the latest one run up to
	// today, as records since it are: Upcoming gives the coming weekday
	// alone, the day an action to come starts on.
	StartsOn bool
	// Hours is the count of hours up to now a rolling 过去24小时 or "the
	// past 48 hours" names, 0 for any other period: Range is the days
	// those hours touch.
	Hours int
	// Text is the phrase that produced the period; Pos its byte offset.
	Text string
	Pos  int
}

// Upcoming returns p's span, or for a weekday or weekend named alone that
// is already over on today's date the same days a week later: "把周五的班
// 换一下" on a Wednesday changes this week's Friday, not last week's. A
// day written without its year that is over is next year's when that is
// nearer today: "1月12日" in November schedules the coming January, while
// "paid on November 7" on the 10th was three days ago.
func Upcoming(p Period, now time.Time) task.Range {
	r := p.Range
	if p.StartsOn {
		day := r.Start
		if day.Before(midnight(now.In(day.Location()))) {
			day = addDays(day, 7)
		}
		return task.Range{Start: day, End: day}
	}
	if today := midnight(now.In(r.End.Location())); p.Yearless && r.End.Before(today) {
		if next := yearOn(p); next.Start.Sub(today) < today.Sub(r.End) {
			return next
		}
	}
	if !p.Latest || !r.End.Before(midnight(now.In(r.End.Location()))) {
		return r
	}
	return task.Range{Start: addDays(r.Start, 7), End: addDays(r.End, 7)}
}

// yearOn returns p's days a year later: whole months for months.
func yearOn(p Period) task.Range {
	next := p.Range.Start.AddDate(1, 0, 0)
	if p.Unit == Month {
		return task.Range{Start: next, End: next.AddDate(0, max(p.N, 1), -1)}
	}
	return task.Range{Start: next, End: p.Range.End.AddDate(1, 0, 0)}
}

func midnight(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

func addDays(t time.Time, n int) time.Time { return t.AddDate(0, 0, n) }

func days(a, b time.Time) int {
	// Calendar days between two midnights; rounding absorbs DST shifts.
	return int((b.Sub(a).Hours() + 12) / 24)
}

func dayPeriod(t time.Time) Period {
	return Period{Range: task.Range{Start: t, End: t}, Unit: Day, N: 1}
}

func spanDays(start, end time.Time) Period {
	return Period{Range: task.Range{Start: start, End: end}, Unit: Day, N: days(start, end) + 1}
}

// monday returns the Monday of t's ISO week.
func monday(t time.Time) time.Time {
	return addDays(t, -((int(t.Weekday()) + 6) % 7))
}

func weekPeriod(mon time.Time) Period {
	return Period{Range: task.Range{Start: mon, End: addDays(mon, 6)}, Unit: Week, N: 1}
}

func monthPeriod(y int, m time.Month, loc *time.Location) Period {
	s := time.Date(y, m, 1, 0, 0, 0, 0, loc)
	return Period{Range: task.Range{Start: s, End: s.AddDate(0, 1, -1)}, Unit: Month, N: 1}
}

func quarterPeriod(y, q int, loc *time.Location) Period {
	s := time.Date(y, time.Month(3*(q-1)+1), 1, 0, 0, 0, 0, loc)
	return Period{Range: task.Range{Start: s, End: s.AddDate(0, 3, -1)}, Unit: Quarter, N: 1}
}

func yearPeriod(y int, loc *time.Location) Period {
	s := time.Date(y, 1, 1, 0, 0, 0, 0, loc)
	return Period{Range: task.Range{Start: s, End: s.AddDate(1, 0, -1)}, Unit: Year, N: 1}
}

func monthsOf(u Unit) int {
	switch u {
	case Month:
		return 1
	case Quarter:
		return 3
	case Year:
		return 12
	}
	return 0
}

// Previous returns the period right before p with the same length and
// granularity (环比): the month before a month, the week before a week, the
// N days before N days. A partial period maps to the same offsets in the
// period before it ("本月截至10日" → the 1st to the 10th of last month, cut
// at that month's end).
func Previous(p Period) task.Range {
	r := p.Range
	n := max(p.N, 1)
	switch p.Unit {
	case Week:
		s := addDays(r.Start, -7*n)
		return task.Range{Start: s, End: addDays(s, days(r.Start, r.End))}
	case Month, Quarter, Year:
		s := r.Start.AddDate(0, -n*monthsOf(p.Unit), 0)
		return clipTo(s, days(r.Start, r.End), s.AddDate(0, n*monthsOf(p.Unit), -1), p.Partial)
	default:
		span := days(r.Start, r.End) + 1
		return task.Range{Start: addDays(r.Start, -span), End: addDays(r.Start, -1)}
	}
}

// YearAgo returns the same period one year earlier (同比): the same month,
// quarter or year (a partial one up to the same calendar day); the same ISO
// week number; the same calendar days (29 February maps to the 28th).
func YearAgo(p Period) task.Range {
	r := p.Range
	switch p.Unit {
	case Month, Quarter, Year:
		s := r.Start.AddDate(-1, 0, 0)
		n := max(p.N, 1)
		limit := s.AddDate(0, n*monthsOf(p.Unit), -1)
		if p.Partial { // the same calendar days, not the same count across a leap day
			return task.Range{Start: s, End: minTime(shiftYear(r.End, -1), limit)}
		}
		return task.Range{Start: s, End: limit}
	case Week:
		y, w := r.Start.ISOWeek()
		s := isoWeekMonday(y-1, w, r.Start.Location())
		return task.Range{Start: s, End: addDays(s, days(r.Start, r.End))}
	default:
		return task.Range{Start: shiftYear(r.Start, -1), End: shiftYear(r.End, -1)}
	}
}

// clipTo returns start..limit for a whole period, and start..start+span
// days ending no later than limit for a partial one.
func clipTo(start time.Time, span int, limit time.Time, partial bool) task.Range {
	if !partial {
		return task.Range{Start: start, End: limit}
	}
	e := addDays(start, span)
	if e.After(limit) {
		e = limit
	}
	return task.Range{Start: start, End: e}
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// shiftYear moves a date by years, mapping 29 February to the 28th.
func shiftYear(t time.Time, years int) time.Time {
	y, m, d := t.Date()
	if m == time.February && d == 29 {
		d = 28
	}
	return time.Date(y+years, m, d, 0, 0, 0, 0, t.Location())
}

// isoWeekMonday returns the Monday of ISO week w of year y; a week 53 the
// year lacks becomes its last week.
func isoWeekMonday(y, w int, loc *time.Location) time.Time {
	jan4 := time.Date(y, 1, 4, 0, 0, 0, 0, loc)
	m := addDays(monday(jan4), 7*(w-1))
	if yy, _ := m.ISOWeek(); yy != y {
		m = addDays(m, -7)
	}
	return m
}
