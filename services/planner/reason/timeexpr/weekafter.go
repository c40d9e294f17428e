package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
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
