package timeexpr

import (
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// weekdayOfWeekRE is a weekday followed by the week it falls in:
// "Friday next week", "Wednesday of this week".
var weekdayOfWeekRE = prefilter.MustCompile(`(?i)^(?:` + dayEn + `|` + dayAbbrEn + `)\s+(?:of\s+)?(?:next|this|last)\s+week$`)

// startInWeekAfter moves a weekday named alone that starts a run ending
// on a weekday of a named week ("Monday to Friday next week", "Monday
// thru Wednesday of next week") into that week: the week said once after
// both weekdays is both's, and the run is not this week's days.
func startInWeekAfter(text string, ps []Period) []Period {
	for i := 0; i+1 < len(ps); i++ {
		p, q := ps[i], ps[i+1]
		if !p.Latest || p.Unit != Day || p.N != 1 || q.Latest || q.Unit != Day || q.N != 1 || !weekdayOfWeekRE.MatchString(q.Text) || !joinRE.MatchString(text[p.Pos+len(p.Text):q.Pos]) {
			continue
		}
		wd := (int(p.Range.Start.Weekday()) + 6) % 7
		if wd > (int(q.Range.Start.Weekday())+6)%7 {
			continue // "Friday to Monday next week" runs over the weekend between
		}
		d := addDays(monday(q.Range.Start), wd)
		ps[i].Range.Start, ps[i].Range.End, ps[i].Latest = d, d, false
	}
	return ps
}

// fromBeforeRE opens a day a thing starts on: "from next Monday".
var fromBeforeRE = prefilter.MustCompile(`(?i)\bfrom\s*$`)

// weekdayAloneRE is a weekday named without its week: 周一, "Monday".
var weekdayAloneRE = prefilter.MustCompile(`(?i)^(?:(?:周|星期|礼拜)[一二三四五六日天]|(?:` + dayEn + `|` + dayAbbrEn + `)\.?)$`)

// toldLengthRE is a length a thing is told to run for: 14天, 两周, 三晚, "14
// days", "two weeks".
var toldLengthRE = prefilter.MustCompile(`(?i)(?:\d+|[一二两三四五六七八九十半]+)\s*(?:天|晚|个?(?:周|星期|礼拜)|个月)|\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|fourteen)\s+(?:days?|weeks?|months?|nights?)\b`)

// startInWeek returns the day told as a start (下周一开始, "starting
// Monday") inside the week the text names first (下周要出差，…，下周一开始),
// a weekday named alone being that week's, and false when there is none:
// the week says when, the day when the thing starts, which is what is
// asked for. Only a week still to come is read so: in one begun, "from
// Monday" opens the days a look-up covers (这周的销量，从周一开始算). A
// thing told to run for a length of its own (停卡14天，下周一开始) is
// asked for on its start day alone; one told no length runs from its
// start day to the week's end (下周的预约，从周三开始列出来, "on leave
// next week, starting Tuesday").
func startInWeek(text string, ps []Period, today time.Time) (Period, bool) {
	if len(ps) < 2 || ps[0].Unit != Week || ps[0].N != 1 || ps[0].Partial || !ps[0].Range.Start.After(today) {
		return Period{}, false
	}
	w := ps[0].Range
	for _, p := range ps[1:] {
		if p.Unit != Day {
			continue
		}
		d := p.Range.Start
		if weekdayAloneRE.MatchString(p.Text) {
			d = addDays(w.Start, (int(d.Weekday())+6)%7)
		}
		if d.Before(w.Start) || d.After(w.End) {
			continue
		}
		before, after := text[:p.Pos], text[p.Pos+len(p.Text):]
		if startingRE.MatchString(before) || fromBeforeRE.MatchString(before) || startingAfterRE.MatchString(after) {
			end := w.End
			if toldLengthRE.MatchString(text) {
				end = d
			}
			p.Range, p.N, p.Latest, p.StartsOn = task.Range{Start: d, End: end}, 1, false, false
			return p, true
		}
	}
	return Period{}, false
}
