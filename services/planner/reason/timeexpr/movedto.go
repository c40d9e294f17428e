package timeexpr

import (
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A weekday named alone that a thing is moved to (改到周五, "move it to
// Friday") is the coming one, whatever else the goal tells as over: in
// 前台已经通知客人了，把预约改到周五 the 了 of the first clause says what
// the desk did, not when the booking goes. Nothing is rescheduled into
// the past — unless the goal sets the move in a week gone by
// (上周的例会改到周五开的: last week's Friday).

// movedToComing gives each weekday named alone that a move verb leads to
// its coming day.
func movedToComing(text string, found []Period, now time.Time) {
	for i, p := range found {
		if p.Latest && movedTo(text, p) && !inPastWeek(found[:i], now) {
			found[i].Range, found[i].Latest = Upcoming(p, now), false
		}
	}
}

// movedTo reports whether p is the day a thing is moved to: 调到, 改到,
// 推迟到 right before it, or "to" after a verb of moving it in time in
// the same clause — the "to" of "changed the plan and talked to
// Friday's speakers" belongs to another verb.
func movedTo(text string, p Period) bool {
	before := text[:p.Pos]
	return cnMoveToRE.MatchString(before) || movedToInClause(before)
}

// enToClockRE is the "to" before the day a thing moves to, a time of day
// between them or not: "move it to Friday", "move MT-12 to 3pm Friday",
// "to 9:30 am on Monday".
var enToClockRE = prefilter.MustCompile(`(?i)\bto\s*$|\bto\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)\s+(?:on\s+)?$`)

// movedToInClause reports whether the words before a day end with a
// move's "to" whose verb is in the same clause: "I'm out tomorrow, move
// MT-12 to 3pm Friday" moves the meeting to Friday, not tomorrow.
func movedToInClause(before string) bool {
	if !enToClockRE.MatchString(before) {
		return false
	}
	return moveVerbInClause(before)
}

// inPastWeek reports whether one of the periods named before a weekday is
// a whole week already over (上周, "last week"): the weekday is that
// week's.
func inPastWeek(before []Period, now time.Time) bool {
	for _, q := range before {
		if q.Unit == Week && q.Range.End.Before(midnight(now)) {
			return true
		}
	}
	return false
}

// MovedAcross reports whether p is a run of days written "from X to Y"
// that a verb of moving a thing in time in its clause leads: "move the
// pickup from April 6 to April 7" moves it off April 6 onto April 7, so
// the run's last day is the day it moves to, not a day it runs through.
// "list pickups from April 6 to April 7" moves nothing.
func MovedAcross(text string, p Period) bool {
	if p.Pos > len(text) || !p.Range.End.After(p.Range.Start) {
		return false
	}
	before := text[:p.Pos]
	if !fromBeforeRE.MatchString(before) {
		return false
	}
	return moveVerbInClause(before)
}

// moveVerbInClause reports whether the last clause of before holds a verb
// of moving a thing in time: a move told in an earlier clause moves
// nothing this one names.
func moveVerbInClause(before string) bool {
	return moveVerbRE.MatchString(before[clauseStart(before):])
}

// clauseStart is where the last clause of before starts: past the last
// clause end it holds, or 0.
func clauseStart(before string) int {
	start := 0
	for _, loc := range clauseEndRE.FindAllStringIndex(before, -1) {
		start = loc[1]
	}
	return start
}
