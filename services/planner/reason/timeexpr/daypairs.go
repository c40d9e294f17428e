package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// pairFirstRE is a day named by its weekday, as a pair's first day
	// ends: 这周六, 周六, "next Sat".
	pairFirstRE = prefilter.MustCompile(`(?i)(?:(?:周|星期|礼拜)[一二三四五六]|\b(?:` + dayEn + `|` + dayAbbrEn + `))$`)
	// pairNextRE is the weekday written right after another, with or
	// without a joining word: 周六周日, 周六、周日, 周六日, "Sat and Sun".
	pairNextRE = prefilter.MustCompile(`^(?:\s*(?:和|与|跟|及|、|/|&|(?i:and))\s*)?(?:(?:周|星期|礼拜)([一二三四五六日天])|([日天])|(?i:\b(` + dayEn + `|` + dayAbbrEn + `))\b)`)
	// dayWordRE is a character that makes a bare 日 or 天 the start of a
	// word rather than Sunday: 周六日程, 周六天气.
	dayWordRE = prefilter.MustCompile(`^(?:程|期|志|报|常|子|记|历|气|数|内|后|前|左|里|以|之)`)
)

// weekdayPairs reads a weekday and the next day's weekday written side by
// side as the two days: 这周六周日 and 本周六日 are this Saturday and
// Sunday, "next Sat and Sun" next weekend. Days apart (周一周三) stay two
// periods.
func weekdayPairs(text string, ps []Period) []Period {
	var out []Period
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		if p.Unit != Day || p.N != 1 || !pairFirstRE.MatchString(p.Text) {
			out = append(out, p)
			continue
		}
		after := p.Pos + len(p.Text)
		m := pairNextRE.FindStringSubmatchIndex(text[after:])
		if m == nil {
			out = append(out, p)
			continue
		}
		wd := 0
		switch {
		case m[2] >= 0:
			wd = cnWeekday(text[after+m[2] : after+m[3]])
		case m[4] >= 0:
			if dayWordRE.MatchString(text[after+m[1]:]) {
				break
			}
			wd = 7
		default:
			name := strings.ToLower(text[after+m[6] : after+m[7]])
			wd = (enWeekday(name)+6)%7 + 1
		}
		first := (int(p.Range.Start.Weekday())+6)%7 + 1
		if wd != first+1 {
			out = append(out, p)
			continue
		}
		merged := spanDays(p.Range.Start, addDays(p.Range.Start, 1))
		merged.Latest = p.Latest
		merged.Text, merged.Pos = text[p.Pos:after+m[1]], p.Pos
		end := after + m[1]
		for i+1 < len(ps) && ps[i+1].Pos < end {
			i++ // the second weekday the rules read on its own
		}
		out = append(out, merged)
	}
	return out
}
