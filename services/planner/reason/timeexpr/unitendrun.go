package timeexpr

import (
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// toUnitEndRE ends a run at the end of its start's year or month, written
// without either: 10月1号开始到年底, "from June 3 through the end of the
// month".
var toUnitEndRE = prefilter.MustCompile(`^\s*(?:开始|起)?\s*(?:一直)?(?:到|至)\s*(年|月)\s*(?:底|末)(?:为止)?|(?i:^\s*(?:to|through|thru|until|till)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+)?(year|month)\b|(year|month)[- ]end\b))`)

// runToUnitEnd extends a day that a run to the end of its year or month
// starts on to that end: 10月1号开始到年底 is October 1 to December 31.
func runToUnitEnd(text string, found []Period) []Period {
	for i, p := range found {
		end := p.Pos + len(p.Text)
		if p.Unit != Day || p.N != 1 || end > len(text) {
			continue
		}
		m := toUnitEndRE.FindStringSubmatchIndex(text[end:])
		if m == nil || startsWithin(found, end, end+m[1]) {
			continue
		}
		start := p.Range.Start
		y, mo, _ := start.Date()
		last := time.Date(y, mo+1, 0, 0, 0, 0, 0, start.Location()) // the month's last day
		if unit := sub(text[end:], m, 1) + sub(text[end:], m, 2) + sub(text[end:], m, 3); unit == "年" || strings.EqualFold(unit, "year") {
			last = time.Date(y, 12, 31, 0, 0, 0, 0, start.Location())
		}
		q := spanDays(start, last)
		q.Text, q.Pos = text[p.Pos:end+m[1]], p.Pos
		found[i] = q
	}
	return found
}

// sub is the text of m's nth group in s, "" when it did not match.
func sub(s string, m []int, n int) string {
	if m[2*n] < 0 {
		return ""
	}
	return s[m[2*n]:m[2*n+1]]
}

// startsWithin reports whether one of found starts in [from, to).
func startsWithin(found []Period, from, to int) bool {
	for _, p := range found {
		if p.Pos >= from && p.Pos < to {
			return true
		}
	}
	return false
}
