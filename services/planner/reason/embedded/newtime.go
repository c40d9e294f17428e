package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// newTime fills a date-time parameter named for a new time (new_time,
// new_start) from the last of two or more days the goal names, at the time
// of day written after it: "move Thursday's 2pm lesson to Friday 10am"
// moves it to Friday at 10:00, where the goal's own range is Thursday.
// It decides nothing when the goal names one day only or no time of day
// after its last.
func (e *Engine) newTime(name string, p property, text string) (any, bool) {
	if p.Format != "date-time" || !slices.Contains(nameWordsAll(name), "new") {
		return nil, false
	}
	res := e.resolve(text)
	if len(res.Periods) < 2 {
		return nil, false
	}
	last := res.Periods[len(res.Periods)-1]
	c, ok := timeexpr.Clocks(text[last.Pos:])
	if !ok {
		return nil, false
	}
	r := timeexpr.Upcoming(last, e.opts.Now())
	return atClock(&r, c, false, e.opts.Location)
}

// oldTime fills a date-time parameter that is not named for a new time,
// in a goal that moves a thing from one day to another, with the day it
// leaves at the time of day written after it: "move Thursday's 2pm
// lesson to Friday 10am" is about Friday, but the lesson's own time is
// Thursday at 14:00. It decides nothing when the goal moves nothing.
func (e *Engine) oldTime(name string, p property, text string) (any, bool) {
	if p.Format != "date-time" || paramRole(name, p) != roleDate || slices.Contains(nameWordsAll(name), "new") {
		return nil, false
	}
	res := e.resolve(text)
	if len(res.Periods) < 2 || res.Primary.Pos == res.Periods[0].Pos {
		return nil, false
	}
	first := res.Periods[0]
	c, ok := timeexpr.Clocks(text[first.Pos:res.Primary.Pos])
	if !ok {
		return nil, false
	}
	r := timeexpr.Upcoming(first, e.opts.Now())
	return atClock(&r, c, false, e.opts.Location)
}
