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
	return aliasIndex(text, base+" by "+base)
}
