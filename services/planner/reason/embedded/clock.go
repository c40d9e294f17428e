package embedded

import (
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// clockEnd says which end of a stated window a parameter takes.
type clockEnd int

const (
	clockStart clockEnd = iota
	clockFinish
)

// timeOfDayRE is a parameter name that takes a time of day, not a date.
var timeOfDayRE = prefilter.MustCompile(`(?:^|_)(?:time|hour|clock|at)(?:_|$)`)

// isTimeOfDay reports whether a string parameter takes a time of day:
// format time, or a name that says time while neither its format nor its
// name says date.
func isTimeOfDay(name string, p property) bool {
	if p.Format == "time" {
		return true
	}
	if p.typ() != "string" && p.typ() != "" || p.Format != "" || len(p.Enum) > 0 {
		return false
	}
	n := strings.Join(strings.Fields(strings.Join(nameWordsAll(name), " ")), "_")
	return timeOfDayRE.MatchString(n) && !strings.Contains(n, "date") && !strings.Contains(n, "zone") && !strings.Contains(n, "frame")
}

// windowEnd reads from a time-of-day parameter's name which end of a window
// it takes.
func windowEnd(name string) clockEnd {
	n := strings.ToLower(name)
	for _, w := range []string{"end", "until", "to_", "finish", "close", "stop"} {
		if strings.Contains(n, w) {
			return clockFinish
		}
	}
	return clockStart
}

// clockValue renders the stated time of day for a time-of-day parameter:
// the layout its description names (HH:MM, HH:MM:SS), RFC 3339 full-time
// for format time, otherwise as the goal wrote it in English (3pm) or as
// HH:MM. A parameter for the end of a window the goal does not close stays
// unfilled.
func clockValue(name string, p property, r timeexpr.ClockRange, loc *time.Location) (any, bool) {
	c := r.Start
	if windowEnd(name) == clockFinish {
		if !r.HasEnd {
			return nil, false
		}
		c = r.End
	}
	desc := strings.ToUpper(p.Description)
	switch {
	case strings.Contains(desc, "HH:MM:SS"):
		return hhmm(c) + ":00", true
	case strings.Contains(desc, "HH:MM"):
		return hhmm(c), true
	case p.Format == "time":
		_, off := time.Date(2000, 1, 1, c.Hour, c.Minute, 0, 0, loc).Zone()
		return hhmm(c) + ":00" + time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("", off)).Format("Z07:00"), true
	case enMeridiemRE.MatchString(c.Text):
		return c.Text, true
	}
	return hhmm(c), true
}

var enMeridiemRE = prefilter.MustCompile(`(?i)^\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?$`)

func hhmm(c timeexpr.Clock) string {
	return time.Date(2000, 1, 1, c.Hour, c.Minute, 0, 0, time.UTC).Format("15:04")
}

// atClock puts a stated time of day on the goal's range, for a date-time
// parameter: 明天傍晚 6 点 → 2025-03-11T18:00:00+08:00. A window's start is
// on the range's first day and its end on the last; a one-day window that
// ends before it starts ends on the next day. The end of a window the goal
// does not close stays unfilled.
func atClock(rng *task.Range, r timeexpr.ClockRange, end bool, loc *time.Location) (string, bool) {
	day, c := rng.Start, r.Start
	if end {
		if !r.HasEnd {
			return "", false
		}
		day, c = rng.End, r.End
	}
	d := onDay(day, c, loc)
	if end && !multiDay(rng, loc) && r.End.Hour*60+r.End.Minute <= r.Start.Hour*60+r.Start.Minute {
		d = d.AddDate(0, 0, 1)
	}
	return d.Format(time.RFC3339), true
}

// aheadParamRE is a parameter for a time still to come: an estimate, an
// expectation, a plan (estimated_restoration, "New ETR (预计恢复时间)").
var aheadParamRE = prefilter.MustCompile(`(?i)\b(?:estimated?|expected|eta|etr|etd|planned|projected|forecast)\b|预计|预期|计划`)

// clockFill fills a parameter from the time of day the goal states: a
// time-of-day parameter takes the clock, a date-time parameter of the
// goal's range takes the range's day at that clock.
func (e *Engine) clockFill(name string, p property, t *task.Task, g *goalValues) (any, bool, bool) {
	if !g.hasClock {
		return nil, false, false
	}
	if aheadParamRE.MatchString(strings.ReplaceAll(name, "_", " ") + " " + p.Description) {
		if v, ok := e.aheadClockFill(name, p, t, g); ok {
			return v, true, true // "lost power at 13:40, expected back by 17:00"
		}
		if timeexpr.ClockToldDone(g.text, g.clock.Start) {
			return nil, false, true // a time told as over is no estimate of one to come
		}
	}
	if isTimeOfDay(name, p) {
		v, ok := clockValue(name, p, g.clock, e.opts.Location)
		return v, ok, true
	}
	if p.Format != "date-time" {
		return nil, false, false
	}
	var rng *task.Range
	role := paramRole(name, p)
	switch role {
	case roleDate, roleStart, roleEnd:
		rng = t.TimeRange
	case roleCmpStart, roleCmpEnd:
		rng = t.CompareRange
	}
	if rng == nil || role == roleCmpStart || role == roleCmpEnd {
		return nil, false, false // a comparison period keeps its whole days
	}
	v, ok := atClock(rng, g.clock, role == roleEnd, e.opts.Location)
	if !ok && role == roleEnd {
		v, ok = windowEndValue(rng, g, e.opts.Location) // 明天上午9点到后天晚上8点
	}
	if !ok && role == roleEnd {
		v, ok = e.cuedEndValue(g) // 从今晚10点起…，一直到周五早上6点
	}
	return v, ok, true
}

// nameWordsAll splits a parameter name into all its lower-case words:
// startTime, start_time → start, time.
func nameWordsAll(name string) []string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range name {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteRune(' ')
		}
		if r == '_' || r == '-' || r == '.' {
			r = ' '
		}
		b.WriteRune(unicode.ToLower(r))
		prev = r
	}
	if ws := strings.Fields(b.String()); len(ws) > 0 {
		return ws
	}
	// A valid name may be separators only ("__"): it is its own one word,
	// so a rule reading the first word (the verb) always has one.
	return []string{name}
}

// fillClockParts fills integer parameters named for an hour or a minute
// with the parts of the time of day the goal writes, the hour as written
// ("6:30 PM" is hour 6, minute 30).
func fillClockParts(slots []slot, g *goalValues, args map[string]any) {
	if !g.hasClock {
		return
	}
	c := g.clock.Start
	hour := c.Hour
	if hour > 12 && !strings.HasPrefix(strings.TrimLeft(c.Text, "0"), strconv.Itoa(hour)) {
		hour -= 12 // written on a 12-hour clock with its am/pm
	}
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" || len(s.words) == 0 {
			continue
		}
		if last := s.words[len(s.words)-1]; (last == "hour" || last == "hours") && clock24RE.MatchString(s.p.Description) {
			args[s.name] = int64(c.Hour) // operating_hours "in 24 hour format": 11 PM is 23
			continue
		}
		if len(s.words) != 1 || lengthOfTimeRE.MatchString(s.p.Description) {
			continue
		}
		switch s.words[0] {
		case "hour", "hours":
			args[s.name] = int64(hour)
		case "minute", "minutes":
			args[s.name] = int64(c.Minute)
		}
	}
}

// lengthOfTimeRE is a description that makes an hours or minutes
// parameter a length of time, not a part of the time of day: "Length in
// hours", "number of minutes". A lesson at 9 for 2 hours lasts 2, not 9.
var lengthOfTimeRE = prefilter.MustCompile(`(?i)\b(?:length|duration|how\s+(?:long|many)|number\s+of|in\s+(?:hours|minutes))\b`)

// clock24RE is a description that counts hours on a 24-hour clock.
var clock24RE = prefilter.MustCompile(`(?i)\b24[- ]?hours?\b(?:\s+(?:format|clock|time))`)

// aheadClockFill fills an estimate's time from the later clock a goal
// tells as still to come when its first clock is not: the time power was
// lost is no estimate of its return.
func (e *Engine) aheadClockFill(name string, p property, t *task.Task, g *goalValues) (any, bool) {
	c, ok := timeexpr.AheadClock(g.text)
	if !ok {
		return nil, false
	}
	r := timeexpr.ClockRange{Start: c}
	if isTimeOfDay(name, p) {
		return clockValue(name, p, r, e.opts.Location)
	}
	if role := paramRole(name, p); p.Format != "date-time" || t.TimeRange == nil || role != roleDate && role != roleStart {
		return nil, false
	}
	return atClock(t.TimeRange, r, false, e.opts.Location)
}
