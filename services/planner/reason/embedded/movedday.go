package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// oldDayWords name the side a date parameter keeps of a move: the day the
// thing is on before it moves (original_date, old_date, current_date).
var oldDayWords = map[string]bool{"original": true, "old": true, "current": true, "previous": true, "existing": true}

// sideNameRE finds, cheaply, a name that may hold a word of oldDayWords or
// "new" before it is split into words.
var sideNameRE = prefilter.MustCompile(`(?i)new|original|old|current|previous|existing`)

// movedDay fills a date parameter (a day, no time of day) of a goal that
// moves a thing from one day to another: one named for the new day takes
// the day moved to, one named for the original day the day left. "move
// the pickup from April 6 to April 7" is one run whose last day is the
// new one; 把周四的收运改到周五 leaves the coming Thursday, as the day it
// moves to is still to come. It decides nothing when the goal moves
// nothing, or for a parameter named for neither side.
func (e *Engine) movedDay(name string, p property, text string) (any, bool) {
	if p.Format == "date-time" || !sideNameRE.MatchString(name) || paramRole(name, p) != roleDate {
		return nil, false
	}
	words := nameWordsAll(name)
	isNew := slices.Contains(words, "new")
	if !isNew && !slices.ContainsFunc(words, func(w string) bool { return oldDayWords[w] }) {
		return nil, false
	}
	res := e.resolve(text)
	if len(res.Periods) == 0 {
		return nil, false
	}
	first := res.Periods[0]
	if len(res.Periods) == 1 {
		if !timeexpr.MovedAcross(text, first) {
			return nil, false
		}
		r := timeexpr.Upcoming(first, e.opts.Now())
		day := r.Start
		if isNew {
			day = r.End
		}
		return dateValue(day, p, false, e.opts.Location), true
	}
	if res.Primary.Pos == first.Pos || res.Range == nil {
		return nil, false // no day moved to after the first
	}
	if isNew {
		return dateValue(res.Range.Start, p, false, e.opts.Location), true
	}
	r := timeexpr.Upcoming(first, e.opts.Now())
	return dateValue(r.Start, p, false, e.opts.Location), true
}
