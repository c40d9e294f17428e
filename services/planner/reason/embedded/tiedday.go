package embedded

import (
	"slices"
	"time"
)

// tiedDay is, in a goal that names two or more days, the one day a date
// parameter's event word is written beside — before it (有效期到本周五,
// "due Friday") or, in Chinese, after it (5月21日过期, 11月28号交货) — for
// a parameter named for that event (expires_on, due_date). The goal's
// own range is then another day's: "a hold for June 27 that expires on
// May 21" holds June 27. It decides nothing when no day, or more than
// one, is tied, nor when the goal moves a thing from one day to another
// (原定7月28号交货，改到8月5号): the day it leaves is
// tied to the event word too, but the day it moves to is the one set.
func (e *Engine) tiedDay(name string, g *goalValues) (time.Time, bool) {
	if !slices.ContainsFunc(nameWordsAll(name), eventWord) {
		return time.Time{}, false
	}
	res := e.resolve(g.text)
	if len(res.Periods) < 2 || res.Primary.Pos != res.Periods[0].Pos {
		return time.Time{}, false
	}
	var day time.Time
	tied := 0
	for _, per := range res.Periods {
		end := per.Pos + len(per.Text)
		if end > len(g.lower) {
			return time.Time{}, false
		}
		if tieWord(g.lower, per.Pos, name) != "" || tieWordAfter(g.lower[end:], name) != "" {
			day, tied = per.Range.Start, tied+1
		}
	}
	return day, tied == 1
}

// eventWord reports whether a word of a date parameter's name may name the
// event it dates (due, expires), as tieWord reads it.
func eventWord(w string) bool { return !eventlessDateWords[w] && len(w) >= 3 }
