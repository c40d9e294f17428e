package embedded

import "strings"

// slashPairSides are the words that name the two readings of a pair
// written A/B, the first before the slash: a blood pressure of 150/92 is
// systolic over diastolic.
var slashPairSides = [][2]string{{"systolic", "diastolic"}, {"upper", "lower"}, {"high", "low"}}

// fillSlashPair fills two open number parameters whose names or
// descriptions say they are the two sides of one reading with the two
// numbers the goal writes joined by a slash: 血压150/92 or "BP 150/92"
// fills bp_systolic 150 and bp_diastolic 92.
func fillSlashPair(slots []slot, g *goalValues, args map[string]any) {
	for _, sides := range slashPairSides {
		first, second := pairSide(slots, args, sides[0]), pairSide(slots, args, sides[1])
		if first == nil || second == nil {
			continue
		}
		for j, a := range g.spans {
			for k, b := range g.spans {
				if a.kind != spanNumber || b.kind != spanNumber || !a.integer || !b.integer || g.used[j] || g.used[k] || !g.inScope(a) ||
					b.pos != a.end+1 || g.text[a.end] != '/' || a.num <= b.num || dayAndMonth(a.num, b.num) {
					continue
				}
				args[first.name], args[second.name] = pairValue(first, a.num), pairValue(second, b.num)
				g.take(j)
				g.take(k)
				return
			}
		}
	}
}

// dayAndMonth reports whether a/b may be a date, a day and a month either
// way round (12/3, 24/5): a reading's two sides are not that small.
func dayAndMonth(a, b float64) bool {
	return a <= 31 && b <= 12 || a <= 12 && b <= 31
}

// pairValue is n as the parameter's type takes it.
func pairValue(s *slot, n float64) any {
	if s.p.typ() == "integer" {
		return int64(n)
	}
	return n
}

// pairSide is the one open number parameter named or described by side.
func pairSide(slots []slot, args map[string]any, side string) *slot {
	return soleOpenSlot(slots, args, func(sl *slot) bool {
		return (sl.p.typ() == "integer" || sl.p.typ() == "number") &&
			(slicesContains(sl.raw, side) || strings.HasPrefix(strings.ToLower(sl.p.Description), side+" "))
	})
}
