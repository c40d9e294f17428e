package embedded

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A window over several days writes a day between its two times of day
// ("明天上午9点到后天晚上8点", "from Friday 10am to Sunday 6pm"), which the
// clock reader does not join into one window: its end is read here, the
// second time of day on the range's last day. A tool that takes only the
// end of a window (a new return time, an until) takes the one time the
// goal states, on the range's last day: "延到下周一上午10点".

// dayBetweenRE is the text between a window's two times of day when a day
// stands before the second: a range word, then the day.
var dayBetweenRE = prefilter.MustCompile(`(?i)^\s*(?:到|至|~|～|-|—|–|\bto\b|\btill\b|\buntil\b)\s*\S`)

// clauseDayBetweenRE is the text between the two times of day of a stay
// that the range runs over, when a clause ends after the first and a day
// opens the second: "arrives March 14 10am, departs March 16 6pm",
// 晚上8点靠，16号下午4点离, 10点在东门店取，周日下午5点还. A clause is a
// few words at most.
var clauseDayBetweenRE = prefilter.MustCompile(`(?i)^[^，,;；。.]{0,8}[，,;；]\s*\S`)

// startCueRE ends the text right before a time of day that opens a
// window: "from 9am", "starting 10am", 从上午9点.
var startCueRE = prefilter.MustCompile(`(?i)(?:\b(?:from|since|starting|start(?:s|ing)? at|begin(?:s|ning)? at)\s+|(?:从|自|由)\s*)$`)

// laterClock returns the second time of day of a window whose ends the
// goal writes on different days, a range word after the first.
func laterClock(g *goalValues) (timeexpr.Clock, bool) {
	if !g.hasClock || g.clock.HasEnd {
		return timeexpr.Clock{}, false
	}
	rest := g.text[g.clock.Start.End:]
	next, ok := timeexpr.Clocks(rest)
	if !ok || !(dayBetweenRE.MatchString(rest[:next.Start.Pos]) || clauseDayBetweenRE.MatchString(rest[:next.Start.Pos])) {
		return timeexpr.Clock{}, false
	}
	return next.Start, true
}

// laterEndCue reports whether the text between a window's first time of
// day and a later one, in a later clause, names the later an end before
// it: "从今晚10点起封路，一直到周五早上6点", "closed from 10pm tonight
// for the works, until Friday 6am".
func laterEndCue(between string) bool {
	i := clauseStart(between)
	return i > 0 && endCueBefore(between) && laterCueRE.MatchString(between[i:])
}

// laterCueRE is a later clause that carries the window on to its time
// from its first words: 一直到, 持续到, "until", "and runs until", not a
// deadline of something else: "send slides by Friday 5pm", 周五前交报告.
var laterCueRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|then|all|the|way|right|it|runs?|lasts?|lasting|running|stays?|open|closed|continuing)\s+){0,3}(?:to|until|till|through)\b|^\s*\p{Han}{0,2}(?:到|至)`)

// cuedEndValue is the end of a window whose later time of day a later
// clause names an end, on the day that clause writes: "从今晚10点起封路，
// 一直到周五早上6点" ends Friday at 6:00, where the goal's range may hold
// its first day only.
func (e *Engine) cuedEndValue(g *goalValues) (string, bool) {
	if !g.hasClock || g.clock.HasEnd {
		return "", false
	}
	from := g.clock.Start.End
	rest := g.text[from:]
	next, ok := timeexpr.Clocks(rest)
	if !ok || !laterEndCue(rest[:next.Start.Pos]) {
		return "", false
	}
	lo, hi := from+clauseStart(rest[:next.Start.Pos]), from+next.Start.Pos
	for _, p := range e.resolve(g.text).Periods {
		if p.Pos >= lo && p.Pos < hi {
			r := timeexpr.Upcoming(p, e.opts.Now())
			return onDay(r.End, next.Start, e.opts.Location).Format(time.RFC3339), true
		}
	}
	return "", false
}

// onDay puts a time of day on day, in loc, or in UTC when the goal
// writes it so.
func onDay(day time.Time, c timeexpr.Clock, loc *time.Location) time.Time {
	day = day.In(loc)
	if c.UTC {
		loc = time.UTC // "00:00 UTC" keeps its zone
	}
	return time.Date(day.Year(), day.Month(), day.Day(), c.Hour, c.Minute, 0, 0, loc)
}

// multiDay reports whether a range runs over more than one day.
func multiDay(rng *task.Range, loc *time.Location) bool {
	a, b := rng.Start.In(loc), rng.End.In(loc)
	return a.Year() != b.Year() || a.YearDay() != b.YearDay()
}

// windowEndValue is the end of a window over several days for a
// date-time parameter of the range's end: the second time of day on the
// range's last day.
func windowEndValue(rng *task.Range, g *goalValues, loc *time.Location) (string, bool) {
	if rng == nil || !multiDay(rng, loc) {
		return "", false
	}
	c, ok := laterClock(g)
	if !ok {
		return "", false
	}
	return onDay(rng.End, c, loc).Format(time.RFC3339), true
}

// endCueRE is a word that makes the time after it in its clause an end:
// 延到, 下架到, "extend to", "due", "until", or a verb that says the
// thing ends then: "the outage ends tomorrow at 8pm", "finishes at".
var endCueRE = prefilter.MustCompile(`(?i)(?:\b(?:to|until|till|by|due|through|ends|finishes)\b|到|至|截止)`)

// endCueBefore reports whether the clause of a time of day, the text
// before which is given, names it an end before it and does not open a
// window with it: "延到下周一上午10点", not "picked up at 3pm" or "from
// 9am to …".
func endCueBefore(before string) bool {
	return endCueRE.MatchString(before[clauseStart(before):]) && !endsWith(startCueRE, before)
}

// movedToRE is a clause that moves a thing to the time after it: 改到,
// 推迟到, "move … to", "reschedule … to". The time is where the thing
// now starts, not where a window ends, for a tool that takes both.
var movedToRE = prefilter.MustCompile(`(?i)(?:改|挪|移|调|推迟|推|延后|提前|换|改期)(?:到|至|成)|\b(?:move|moved|reschedule|rescheduled|push|pushed|pull|pulled|bring|brought|shift|shifted|change|changed|postpone|postponed|delay|delayed|bump|bumped)\b.{0,40}?\bto\b`)

// endThingRE is a word naming the end of a stay or window, which a clause
// that moves it (还车推迟到, "push the return to") moves: 还, 结束, "end".
var endThingRE = prefilter.MustCompile(`(?i)还|归还|结束|截止|退房|下班|离店|\b(?:return|end|ends|ending|finish|close|closing|check-?out|drop-?off|due)\b`)

// movedStart reports whether a clause moves a thing to the time after it,
// not its end: "move the review to 3pm", not "push the return to 4pm".
func movedStart(clause string) bool {
	return movedToRE.MatchString(clause) && !endThingRE.MatchString(clause)
}

// endCueNear reports whether a clause's last end cue stands close before
// the time of day after it, a day at most between: "until 2pm",
// 关闭到明天下午, "until next Friday at", not "from the office to the
// airport tomorrow at", whose "to" ends a route.
func endCueNear(clause string) bool {
	cues := endCueRE.FindAllStringIndex(clause, -1)
	if len(cues) == 0 {
		return false
	}
	between := clause[cues[len(cues)-1][1]:]
	words := strings.Fields(between)
	if len(words) > 3 || utf8.RuneCountInString(between) > 16 {
		return false
	}
	for _, w := range words {
		switch w {
		case "the", "a", "an", "my", "our", "your", "his", "her", "their":
			return false
		}
	}
	return true
}

// fillLoneEnd fills a tool's only date-time parameter of a window's end
// with the one time of day the goal states, on the range's last day, when
// the goal names it an end: a time it opens a window with ("from 9am"),
// or one it says something else happened at, is none. A tool that also
// takes the window's start ("until 2pm today" for starts_at and ends_at)
// keeps no start at that time: the goal names no start; one it moves to
// the time ("move it to 3pm") keeps it as the start.
func fillLoneEnd(sch object, args map[string]any, t *task.Task, g *goalValues, loc *time.Location) {
	if !g.hasClock || g.clock.HasEnd || t.TimeRange == nil || !endCueBefore(g.lower[:g.clock.Start.Pos]) {
		return
	}
	end, start := "", ""
	for n, p := range sch.Properties {
		switch paramRole(n, p) {
		case roleDate:
			return
		case roleStart:
			if start != "" {
				return
			}
			start = n
		case roleEnd:
			if p.Format != "date-time" || end != "" {
				return
			}
			end = n
		}
	}
	if _, done := args[end]; end == "" || done {
		return
	}
	if before := g.lower[:g.clock.Start.Pos]; start != "" && (movedStart(before[clauseStart(before):]) || !endCueNear(before[clauseStart(before):])) {
		return // "move MT-1 to 3pm tomorrow" starts it at 3pm
	}
	v := onDay(t.TimeRange.End, g.clock.Start, loc).Format(time.RFC3339)
	args[end] = v
	if start != "" && args[start] == onDay(t.TimeRange.Start, g.clock.Start, loc).Format(time.RFC3339) {
		delete(args, start)
	}
}
