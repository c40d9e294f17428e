package embedded

import "strings"

// unitByUnitIndex finds an adverb of a unit of time or count (hourly,
// daily, weekly) written as the unit repeated about "by": "hour by hour"
// for hourly, "day by day" for daily; -1 when the goal writes neither.
func unitByUnitIndex(text, w string) int {
	base, ok := strings.CutSuffix(w, "ly")
	if !ok || len(base) < 3 || !strings.Contains(text, " by ") {
		return -1
	}
	if stem, ok := strings.CutSuffix(base, "i"); ok {
		base = stem + "y" // daily: day
	}
	i := aliasIndex(text, base+" by "+base)
	if i > 0 {
		before := strings.Fields(text[:i])
		if len(before) > 0 && changeWords[before[len(before)-1]] {
			return -1 // "rising day by day" tells how a thing changes
		}
	}
	return i
}

// changeWords say that a thing changes by degrees: "rising day by day",
// "worse hour by hour". The unit repeated after one says how fast it
// changes, and asks for no breakdown by that unit.
var changeWords = map[string]bool{"rising": true, "growing": true, "falling": true, "dropping": true, "increasing": true,
	"decreasing": true, "climbing": true, "worsening": true, "improving": true, "changing": true,
	"worse": true, "better": true, "more": true, "less": true, "higher": true, "lower": true}
